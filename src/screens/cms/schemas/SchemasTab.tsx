// A website's tables (schemas): each with its fields and number of rows; a new one is named in a dialog.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { cmsApi, tablesKey, useTables } from '../api';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import { SmallTable } from '../../../widgets/table/SmallTable';
import { CreateDialogActions } from '../CreateDialogActions';
import { useCreateThenOpen } from '../useCreateThenOpen';

/** The website's tables; the new-table dialog is open at its own address (…/schemas/new), so a link or a reload opens it. */
export function SchemasTab({ websiteId, creating }: { websiteId: number; creating: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const setCreating = (open: boolean) =>
    navigate(`/cms/websites/${websiteId}/schemas${open ? '/new' : ''}`, { replace: !open });
  const tables = useTables(websiteId);
  const path = (tableId: number) => `/cms/websites/${websiteId}/schemas/${tableId}`;
  const create = useCreateThenOpen({
    create: (values) =>
      cmsApi.createTable({
        website_id: websiteId,
        name: values.name as string,
        description: (values.description as string) || null,
      }),
    created: 'cms.schemas.created',
    refresh: tablesKey(websiteId),
    pathOf: (table) => path(table.id),
    replace: true,
  });
  return (
    <Box>
      <SmallTable
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {translate('cms.schemas.new')}
          </Button>
        }
        label={translate('cms.schemas.title')}
        items={tables.data?.items}
        empty={translate('cms.schemas.empty')}
        headings={[translate('cms.schemas.name'), translate('cms.schemas.fields'), translate('cms.schemas.rows')]}
        row={(t) => (
          <TableRow key={t.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(path(t.id))}>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.fields.map((f) => f.label).join(', ')}</TableCell>
            <TableCell>
              <bdi>{t.row_count}</bdi>
            </TableCell>
          </TableRow>
        )}
      />
      <TitledDialog
        open={creating}
        onClose={() => setCreating(false)}
        title={translate('cms.schemas.new')}
        fullScreenBelow={false}
        form={(parts) => (
          <Form onSubmit={create} noValidate>
            {parts}
          </Form>
        )}
        actions={<CreateDialogActions onCancel={() => setCreating(false)} />}
      >
        <TextInput source="name" label={translate('cms.schemas.name')} validate={required()} fullWidth autoFocus />
        <TextInput source="description" label={translate('cms.schemas.description')} fullWidth multiline />
      </TitledDialog>
    </Box>
  );
}
