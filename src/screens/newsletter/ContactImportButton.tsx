// Import contacts into a list: the import wizard (e-mail required, first and last name optional), one request that
// the server writes in one transaction (progress while it works), then the report: people created, added, already
// on the list, left out because they unsubscribed or bounced earlier, and rows refused with their reasons.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { LazyImportWizard, type ImportRecord, type ImportSchemaField } from '../../widgets/import';
import { newsletterApi, type ContactImportReport } from './api';
import { ImportReport } from './ContactImportReport';
import { ImportWizardDialog } from '../../resources/views/import/ImportWizardDialog';

const FIELDS = ['email', 'first_name', 'last_name'] as const;

export function ContactImportButton({ listId }: { listId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState<number | null>(null);
  const [report, setReport] = useState<ContactImportReport | null>(null);
  const schema = useMemo<ImportSchemaField[]>(
    () => FIELDS.map((id) => ({ id, label: translate(`newsletter.contacts.${id}`), type: id === 'email' ? 'email' : 'text', required: id === 'email' })),
    [translate],
  );

  // A refusal keeps the wizard's preview open with the edits (the toast says why).
  const importRecords = async (records: ImportRecord[]) => {
    setImporting(records.length);
    try {
      const done = await newsletterApi.importContacts(listId, records);
      setOpen(false);
      setReport(done);
      await queryClient.invalidateQueries({ queryKey: ['newsletter'] });
    } finally {
      setImporting(null);
    }
  };

  const title = translate('newsletter.import.title');
  return (
    <>
      <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {translate('entities.import.button')}
      </Button>
      <ImportWizardDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        importing={importing === null ? null : translate('newsletter.import.importing', { smart_count: importing, count: formatNumber(importing, locale) })}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('newsletter.import.help')}
        </Typography>
        {open ? <LazyImportWizard schema={schema} onImport={importRecords} onCancel={() => setOpen(false)} /> : null}
      </ImportWizardDialog>
      <Dialog open={report !== null} onClose={() => setReport(null)} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="contact-import-report">
        <DialogTitle id="contact-import-report">{translate('entities.import.report.title')}</DialogTitle>
        <DialogContent>{report ? <ImportReport report={report} /> : null}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setReport(null)}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
