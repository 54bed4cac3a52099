import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../lib/format';
import { LazyImportWizard, type ImportRecord } from '../../../widgets/import';
import { customerFields } from '../customerFields';
import { importSchemaOf } from '../../importSchema';
import { importApi } from './importApi';
import { OVERWRITABLE, type ImportReport, type Overwritable } from './importTypes';

interface Props {
  open: boolean;
  onClose: () => void;
  /** After the server wrote the import: its report. */
  onImported: (report: ImportReport) => void;
}

/** While the server writes the records (one transaction; a large file takes a while). */
const ImportingDialog = ({ count }: { count: number | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Dialog open={count !== null} aria-labelledby="customer-import-progress" maxWidth="xs" fullWidth>
      <DialogTitle id="customer-import-progress">{translate('resources.customers.import.importing_title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {translate('resources.customers.import.importing', {
            smart_count: count ?? 0,
            count: formatNumber(count ?? 0, locale),
          })}
        </Typography>
        <LinearProgress aria-label={translate('resources.customers.import.importing_title')} />
      </DialogContent>
    </Dialog>
  );
};

/**
 * Import on the customers list: the wizard with the customers' import schema (from the resource's fields), the
 * choice of which existing values the file may replace, and the one request that writes the records.
 */
export const CustomerImportDialog = ({ open, onClose, onImported }: Props) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-label={translate('resources.customers.import.title')}>
      {/* Its own row above the scrolling content: never over the mapping table when scrolled (phones). */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: 0 }}>
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
      </DialogContent>
      <ImportingDialog count={importing} />
    </Dialog>
  );
};
