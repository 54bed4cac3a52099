// The rows editor's toolbar: save (with what is still unsaved), import a file, and export for those allowed to.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { can } from '../../../authProvider/permissions';
import { useCurrentUser } from '../../../authProvider/useCurrentUser';
import type { SpreadsheetRow } from '../../../widgets/spreadsheet';
import type { Field } from '../api';
import { importRows } from './rowsFile';

export function RowsToolbar({
  fields,
  rowKey,
  pending,
  saving,
  onSave,
  onImported,
  exportAs,
}: {
  fields: Field[];
  rowKey: string;
  pending: number;
  saving: boolean;
  onSave: () => void;
  onImported: (imported: SpreadsheetRow[]) => void;
  exportAs: (format: 'csv' | 'xlsx') => void;
}) {
  const translate = useTranslate();
  const user = useCurrentUser();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<Save />} disabled={!pending || saving} loading={saving} onClick={onSave}>
        {translate('cms.schemas.save_rows')}
      </Button>
      {pending > 0 && (
        <Typography color="text.secondary">{translate('cms.schemas.unsaved', { smart_count: pending })}</Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button component="label" startIcon={<FileUploadOutlined />}>
        {translate('cms.schemas.import')}
        <input
          hidden
          type="file"
          accept=".csv,.xlsx,.xls"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importRows(file, fields, rowKey).then(onImported);
          }}
        />
      </Button>
      {user && can(user, 'cms', 'export') ? (
        <>
          <Button startIcon={<FileDownloadOutlined />} onClick={() => exportAs('csv')}>
            {translate('cms.schemas.export')}
          </Button>
          <Button startIcon={<FileDownloadOutlined />} onClick={() => exportAs('xlsx')}>
            {translate('cms.schemas.export_xlsx')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
