import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useRefresh, useTranslate } from 'react-admin';
import { LazyImportWizard, type ImportRecord } from '../../../widgets/import';
import type { AppResource } from '../../defineResource';
import { toImportRecords } from '../../importSchema';
import { entityImportApi, type EntityImportReport } from './entityImportApi';
import { ImportHistoryDialog } from './ImportHistoryDialog';
import { ImportWizardDialog } from './ImportWizardDialog';
import { ImportReportView } from './ImportReportView';

/**
 * Import on a generated list (`import: true`): the wizard with the resource's own fields, the records written by
 * the server in one transaction, then the report (rows refused, with reasons) and the history with revert.
 */
export const EntityImportButton = ({ resource, variant = 'text' }: { resource: AppResource; variant?: 'text' | 'contained' | 'outlined' }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useMemo(() => entityImportApi(resource.api.import ?? ''), [resource.api.import]);
  const schema = useMemo(() => resource.importSchema(translate), [resource, translate]);
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<EntityImportReport | null>(null);
  const [history, setHistory] = useState(false);

  // A refusal keeps the wizard's preview open with the edits (the toast says why).
  const importRecords = async (records: ImportRecord[]) => {
    setImporting(true);
    try {
      const done = await api.run(toImportRecords(resource.fields, records));
      setOpen(false);
      setReport(done);
      refresh();
    } finally {
      setImporting(false);
    }
  };

  const title = translate('entities.import.title', { name: translate(`resources.${resource.name}.name`, { smart_count: 2 }) });
  return (
    <>
      <Button size="small" variant={variant} startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {translate('entities.import.button')}
      </Button>
      <Button size="small" onClick={() => setHistory(true)}>
        {translate('entities.import.history')}
      </Button>
      <ImportWizardDialog open={open} onClose={() => setOpen(false)} title={title}>
        {open ? <LazyImportWizard schema={schema} onImport={importRecords} onCancel={() => setOpen(false)} /> : null}
        {importing ? <LinearProgress aria-label={translate('entities.import.importing')} sx={{ mt: 2 }} /> : null}
      </ImportWizardDialog>
      <Dialog open={report !== null} onClose={() => setReport(null)} fullWidth maxWidth="md" aria-labelledby="entity-import-report">
        <DialogTitle id="entity-import-report">{translate('entities.import.report_title')}</DialogTitle>
        <DialogContent>{report ? <ImportReportView report={report} resourceName={resource.name} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => { setReport(null); setHistory(true); }}>{translate('entities.import.history')}</Button>
          <Button variant="contained" onClick={() => setReport(null)}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ImportHistoryDialog open={history} onClose={() => setHistory(false)} api={api} resourceName={resource.name} onReverted={refresh} />
    </>
  );
};
