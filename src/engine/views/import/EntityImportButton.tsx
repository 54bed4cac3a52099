import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { LinkBase, useRefresh, useTranslate } from 'react-admin';
import { LazyImportWizard, type ImportRecord } from '../../../widgets/import';
import type { AppResource } from '../../resourceTypes';
import { toImportRecords } from '../../importSchema';
import { entityImportApi, type EntityImportReport, type ImportFailure } from './entityImportApi';
import { importHistoryPath } from './importHistoryPath';
import { ImportWizardDialog } from './ImportWizardDialog';
import { ImportReportDialog } from './ImportReportDialog';
import { useKeptState } from '../../../lib/useKeptState';

/**
 * Import on a generated list (`import: true`): the wizard with the resource's own fields, the records written by
 * the server in one transaction, then the report (rows refused, with reasons); past imports, each with its report
 * and revert, are on the resource's import history page.
 */
export const EntityImportButton = ({
  resource,
  variant = 'text',
}: {
  resource: AppResource;
  variant?: 'text' | 'contained' | 'outlined';
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useMemo(() => entityImportApi(resource.api.import ?? ''), [resource.api.import]);
  const schema = useMemo(() => resource.importSchema(translate), [resource, translate]);
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState<number | null>(null);
  // Kept across a redraw: an empty list's import button gives way to the filled list's as the records arrive.
  const [report, setReport] = useKeptState<(EntityImportReport & { failed: ImportFailure[] }) | null>(
    `import.report.${resource.name}`,
    null,
  );

  // A refusal keeps the wizard's preview open with the edits (the toast says why).
  const importRecords = async (records: ImportRecord[]) => {
    setImporting(records.length);
    try {
      const done = await api.run(toImportRecords(resource.fields, records));
      setOpen(false);
      setReport(done);
      refresh();
    } finally {
      setImporting(null);
    }
  };

  const title = translate('entities.import.title', {
    name: translate(`resources.${resource.name}.name`, { smart_count: 2 }),
  });
  return (
    <>
      <Button size="small" variant={variant} startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {translate('entities.import.button')}
      </Button>
      <Button size="small" startIcon={<HistoryIcon />} component={LinkBase} to={importHistoryPath(resource)}>
        {translate('entities.import.history')}
      </Button>
      <ImportWizardDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        importing={importing}
        importingText="entities.import.importing_count"
      >
        {open ? <LazyImportWizard schema={schema} onImport={importRecords} onCancel={() => setOpen(false)} /> : null}
      </ImportWizardDialog>
      {report ? (
        <ImportReportDialog
          report={report}
          resourceName={resource.name}
          onClose={() => setReport(null)}
          revert={api.revert}
          onReverted={(reverted) => {
            setReport(reverted);
            refresh();
          }}
        />
      ) : null}
    </>
  );
};
