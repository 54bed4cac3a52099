// Import contacts into a list: the import wizard (e-mail required, first and last name optional), one request that
// the server writes in one transaction (progress while it works), then the report: people created, added, already
// on the list, left out because they unsubscribed or bounced earlier, and rows refused with their reasons. The file is
// checked first (a dry run: the same report, nothing written) and imported only when asked; past imports can be reverted.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { LazyImportWizard, type ImportRecord, type ImportSchemaField } from '../../widgets/import';
import { newsletterApi, newsletterKeys, type ContactImportReport } from './api';
import { ImportReport } from './ContactImportReport';
import { ImportWizardDialog } from '../../engine/views/import/ImportWizardDialog';
import { ContactImportHistory } from './ContactImportHistory';

const FIELDS = ['email', 'first_name', 'last_name'] as const;

export function ContactImportButton({ listId }: { listId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState<number | null>(null);
  const [report, setReport] = useState<ContactImportReport | null>(null);
  /** The rows checked by the dry run, waiting for the user's word to import them. */
  const [pending, setPending] = useState<ImportRecord[] | null>(null);
  const [history, setHistory] = useState(false);
  const schema = useMemo<ImportSchemaField[]>(
    () =>
      FIELDS.map((id) => ({
        id,
        label: translate(`newsletter.contacts.${id}`),
        type: id === 'email' ? 'email' : 'text',
        required: id === 'email',
      })),
    [translate],
  );

  // The wizard's rows are checked first (nothing written); a refusal keeps its preview open with the edits (the toast says why).
  const checkRecords = async (records: ImportRecord[]) => {
    setImporting(records.length);
    try {
      const checked = await newsletterApi.importContacts(listId, records, true);
      setOpen(false);
      setPending(records);
      setReport(checked);
    } finally {
      setImporting(null);
    }
  };

  const importRecords = async () => {
    if (!pending) return;
    setImporting(pending.length);
    try {
      const done = await newsletterApi.importContacts(listId, pending);
      setPending(null);
      setReport(done);
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    } finally {
      setImporting(null);
    }
  };

  const closeReport = () => {
    setReport(null);
    setPending(null);
  };

  const title = translate('newsletter.import.title');
  return (
    <>
      <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {translate('entities.import.button')}
      </Button>
      <Button size="small" onClick={() => setHistory(true)}>
        {translate('entities.import.history')}
      </Button>
      <ContactImportHistory listId={listId} open={history} onClose={() => setHistory(false)} />
      <ImportWizardDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        importing={importing}
        importingText="newsletter.import.checking"
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('newsletter.import.help')}
        </Typography>
        {open ? <LazyImportWizard schema={schema} onImport={checkRecords} onCancel={() => setOpen(false)} /> : null}
      </ImportWizardDialog>
      <TitledDialog
        open={report !== null}
        onClose={closeReport}
        title={translate(pending ? 'newsletter.import.check_title' : 'entities.import.report.title')}
        maxWidth="md"
        fullScreenBelow="md"
        actions={
          pending ? (
            <>
              <Button onClick={closeReport} disabled={importing !== null}>
                {translate('ra.action.cancel')}
              </Button>
              <Button variant="contained" onClick={() => void importRecords()} disabled={importing !== null}>
                {importing !== null
                  ? translate('newsletter.import.importing', {
                      smart_count: importing,
                      count: formatNumber(importing, locale),
                    })
                  : translate('newsletter.import.confirm')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={closeReport}>
              {translate('ra.action.close')}
            </Button>
          )
        }
      >
        {pending ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('newsletter.import.check_note')}
          </Alert>
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </TitledDialog>
    </>
  );
}
