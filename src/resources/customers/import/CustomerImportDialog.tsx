import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LazyImportWizard, type ImportRecord } from '../../../widgets/import';
import { customerFields } from '../customerFields';
import { importSchemaOf } from '../../../engine/importSchema';
import { ImportWizardDialog } from '../../../engine/views/import/ImportWizardDialog';
import { importApi } from './importApi';
import { OVERWRITABLE, type ImportReport, type Overwritable } from './importTypes';

interface Props {
  open: boolean;
  onClose: () => void;
  /** After the server wrote the import: its report. */
  onImported: (report: ImportReport) => void;
}

/**
 * Import on the customers list: the wizard with the customers' import schema (from the resource's fields), the
 * choice of which existing values the file may replace, and the one request that writes the records.
 */
export const CustomerImportDialog = ({ open, onClose, onImported }: Props) => {
  const translate = useTranslate();
  const schema = useMemo(() => importSchemaOf('customers', customerFields, translate), [translate]);
  const [overwrite, setOverwrite] = useState<Overwritable[]>([]);
  const [importing, setImporting] = useState<number | null>(null);

  const toggle = (field: Overwritable) =>
    setOverwrite((current) => (current.includes(field) ? current.filter((f) => f !== field) : [...current, field]));

  // Rejecting keeps the wizard's preview open with the edits (the toast says why the server refused).
  const importRecords = async (records: ImportRecord[]) => {
    setImporting(records.length);
    try {
      const report = await importApi.run(records, overwrite);
      onImported(report);
    } finally {
      setImporting(null);
    }
  };

  return (
    <ImportWizardDialog
      open={open}
      onClose={onClose}
      title={translate('resources.customers.import.title')}
      importing={importing}
      importingText="resources.customers.import.importing"
    >
      <LazyImportWizard schema={schema} onImport={importRecords} onCancel={onClose} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
        <FormLabel component="legend">{translate('resources.customers.import.overwrite_label')}</FormLabel>
        <FormGroup row>
          {OVERWRITABLE.map((field) => (
            <FormControlLabel
              key={field}
              control={<Checkbox checked={overwrite.includes(field)} onChange={() => toggle(field)} />}
              label={translate(`resources.customers.fields.${field}`)}
            />
          ))}
        </FormGroup>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.customers.import.overwrite_help')}
        </Typography>
      </Box>
    </ImportWizardDialog>
  );
};
