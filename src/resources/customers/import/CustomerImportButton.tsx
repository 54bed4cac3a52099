import { useRef, useState } from 'react';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-admin';
import type { ImportRecord } from '../../../widgets/import';
import { CustomerImportDialog } from './CustomerImportDialog';
import { importApi } from './importApi';
import { ImportReportDialog } from './ImportReportDialog';
import type { ImportReport } from './importTypes';

type State = { step: 'closed' } | { step: 'wizard' } | { step: 'report'; report: ImportReport };

/**
 * Import on the customers list: the wizard, then the report (download, revert). The newest import's report
 * stays one click away, so it can be read and reverted later; the list refreshes after an import or a revert.
 */
export const CustomerImportButton = () => {
  const [state, setState] = useState<State>({ step: 'closed' });
  // The records of the imports made on this page, so their failed rows can be named.
  const sent = useRef(new Map<number, ImportRecord[]>());
  const queryClient = useQueryClient();
  const { data: latest } = useQuery({ queryKey: ['customers', 'imports', 'latest'], queryFn: importApi.latest });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['customers'] });
  const openLatest = async () => {
    if (!latest) return;
    try {
      setState({ step: 'report', report: await importApi.get(latest.id) });
    } catch {
      // the toast says why
    }
  };
  return (
    <>
      <Button label="resources.customers.import.button" onClick={() => setState({ step: 'wizard' })}>
        <UploadFileIcon />
      </Button>
      {latest ? (
        <Button label="resources.customers.import.last_report" onClick={() => void openLatest()}>
          <AssignmentOutlined />
        </Button>
      ) : null}
      {state.step === 'wizard' ? (
        <CustomerImportDialog
          open
          onClose={() => setState({ step: 'closed' })}
          onImported={(report, records) => {
            sent.current.set(report.id, records);
            refresh();
            setState({ step: 'report', report });
          }}
        />
      ) : null}
      {state.step === 'report' ? (
        <ImportReportDialog
          report={state.report}
          records={sent.current.get(state.report.id) ?? []}
          onClose={() => setState({ step: 'closed' })}
          onReverted={(report) => {
            refresh();
            setState({ step: 'report', report });
          }}
        />
      ) : null}
    </>
  );
};
