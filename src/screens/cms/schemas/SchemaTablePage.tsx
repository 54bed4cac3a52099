// /cms/websites/:websiteId/schemas/:tableId: a table of the website: its fields, then its rows in the spreadsheet.
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import NotFoundPage from '../../NotFoundPage';
import { cmsApi, rowsKey, tableKey, tablesKey, useTable } from '../api';
import { FieldsEditor } from './FieldsEditor';
import { RowsEditor } from './RowsEditor';

export default function SchemaTablePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const websiteId = Number(params.websiteId);
  const tableId = Number(params.tableId);
  const [deleting, setDeleting] = useState(false);
  const table = useTable(tableId);
  if (!(tableId > 0) || table.isError || (table.data && table.data.website_id !== websiteId)) return <NotFoundPage />;
  if (!table.data) return <Loading />;
  const back = `/cms/websites/${websiteId}/schemas`;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: tableKey(tableId) });
    await queryClient.invalidateQueries({ queryKey: rowsKey(tableId) });
  };
  const remove = async () => {
    setDeleting(false);
    await cmsApi.deleteTable(tableId);
    await queryClient.invalidateQueries({ queryKey: tablesKey(websiteId) });
    navigate(back);
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={table.data.name} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button
          component={Link}
          to={back}
          size="small"
          startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {translate('cms.schemas.title')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {table.data.name}
        </Typography>
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
          {translate('cms.schemas.delete')}
        </Button>
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('cms.schemas.fields')}
          </Typography>
          <FieldsEditor websiteId={websiteId} tableId={tableId} fields={table.data.fields} onChanged={changed} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('cms.schemas.data')}
          </Typography>
          <RowsEditor
            key={table.data.fields.map((f) => `${f.name}:${f.type}`).join('|')}
            websiteId={websiteId}
            tableId={tableId}
            tableName={table.data.name}
            fields={table.data.fields}
          />
        </CardContent>
      </Card>
      <Confirm
        isOpen={deleting}
        title={translate('cms.schemas.delete')}
        content={translate('cms.schemas.delete_confirm', { name: table.data.name })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
