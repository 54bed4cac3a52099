import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-admin';
import type { ImportRecord } from '../../../widgets/import';
import { CustomerImportDialog } from './CustomerImportDialog';
import { ImportReportDialog } from './ImportReportDialog';
import type { ImportReport } from './importTypes';

type State = { step: 'closed' } | { step: 'wizard' } | { step: 'report'; report: ImportReport; records: ImportRecord[] };

/** Import on the customers list: the wizard, then the report (download, revert); the list refreshes after each. */
export const CustomerImportButton = () => {
  const [state, setState] = useState<State>({ step: 'closed' });
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['customers'] });
  return (
    <>
      <Button label="resources.customers.import.button" onClick={() => setState({ step: 'wizard' })}>
        <UploadFileIcon />
      </Button>
      {state.step === 'wizard' ? (
        <CustomerImportDialog
          open
          onClose={() => setState({ step: 'closed' })}
          onImported={(report, records) => {
            refresh();
            setState({ step: 'report', report, records });
          }}
        />
      ) : null}
      {state.step === 'report' ? (
        <ImportReportDialog
          report={state.report}
          records={state.records}
          onClose={() => setState({ step: 'closed' })}
          onReverted={(report) => {
            refresh();
            setState({ ...state, report });
          }}
        />
      ) : null}
    </>
  );
};
