import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '../../../widgets/import';
import { CustomerImportDialog } from './CustomerImportDialog';
import { importApi } from './importApi';
import { ImportReportDialog } from './ImportReportDialog';
import type { ImportReport } from './importTypes';

type State = { step: 'closed' } | { step: 'wizard' } | { step: 'report'; report: ImportReport };

interface CustomerImport {
  openWizard: () => void;
  /** Opens the newest import's report; absent before the first import. */
  openLatest?: () => void;
}

const Context = createContext<CustomerImport | null>(null);

export const useCustomerImport = (): CustomerImport => {
  const value = useContext(Context);
  if (!value) throw new Error('useCustomerImport needs a CustomerImportProvider');
  return value;
};

/**
 * The import of the customers list: the wizard, then the report (download, revert). It lives above the list so
 * that the list switching between its empty page and its table (after an import, after a revert) keeps it open;
 * the newest import's report stays one click away. The list refreshes after an import and after a revert.
 */
export const CustomerImportProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<State>({ step: 'closed' });
  // The records of the imports made on this page, so their failed rows can be named.
  const sent = useRef(new Map<number, ImportRecord[]>());
  const queryClient = useQueryClient();
  const { data: latest } = useQuery({ queryKey: ['customers', 'imports', 'latest'], queryFn: importApi.latest });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['customers'] }), [queryClient]);
  const latestId = latest?.id;

  const value = useMemo<CustomerImport>(
    () => ({
      openWizard: () => setState({ step: 'wizard' }),
      openLatest:
        latestId === undefined
          ? undefined
          : () =>
              void importApi.get(latestId).then(
                (report) => setState({ step: 'report', report }),
                () => undefined, // the toast says why
              ),
    }),
    [latestId],
  );

  return (
    <Context.Provider value={value}>
      {children}
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
    </Context.Provider>
  );
};
