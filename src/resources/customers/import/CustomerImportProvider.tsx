import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import { lazyPart } from '../../../engine/lazy';
import { importApi } from './importApi';
import { importedKeys, useAnyImports } from './importQueries';
import type { ImportReport } from './importTypes';

// The wizard and its report load when opened, not with the customers list.
const CustomerImportDialog = lazyPart(() => import('./CustomerImportDialog').then((m) => m.CustomerImportDialog));
const ImportReportDialog = lazyPart(() =>
  import('../../../engine/views/import/ImportReportDialog').then((m) => m.ImportReportDialog),
);

type State = { step: 'closed' } | { step: 'wizard' } | { step: 'report'; report: ImportReport };

interface CustomerImport {
  openWizard: () => void;
  /** Someone has imported customers: the history has something to show. */
  hasImports: boolean;
}

const Context = createContext<CustomerImport | null>(null);

export const useCustomerImport = (): CustomerImport => {
  const value = useContext(Context);
  if (!value) throw new Error('useCustomerImport needs a CustomerImportProvider');
  return value;
};

/**
 * The import of the customers list: the wizard, then the report (download, revert). It lives above the list so
 * that the list switching between its empty page and its table (after an import, after a revert) keeps it open.
 * Every import, its report and its revert are in the import history (customerImports.ts) once there is one.
 * The list refreshes after an import and after a revert.
 */
export const CustomerImportProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<State>({ step: 'closed' });
  const queryClient = useQueryClient();
  // Only someone who may import sees the history's button: nobody else asks whether there is one (the server would refuse).
  const { canAccess: mayImport } = useCanAccess({ resource: 'customers', action: 'import' });
  const { data: hasImports = false } = useAnyImports(mayImport === true);
  const refresh = useCallback(() => {
    for (const queryKey of importedKeys) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  const value = useMemo<CustomerImport>(
    () => ({ openWizard: () => setState({ step: 'wizard' }), hasImports }),
    [hasImports],
  );

  return (
    <Context.Provider value={value}>
      {children}
      {state.step === 'wizard' ? (
        <CustomerImportDialog
          open
          onClose={() => setState({ step: 'closed' })}
          onImported={(report) => {
            refresh();
            setState({ step: 'report', report });
          }}
        />
      ) : null}
      {state.step === 'report' ? (
        <ImportReportDialog
          report={state.report}
          resourceName="customers"
          revert={importApi.revert}
          onClose={() => setState({ step: 'closed' })}
          onReverted={(report) => {
            refresh();
            setState({ step: 'report', report: report as ImportReport });
          }}
        />
      ) : null}
    </Context.Provider>
  );
};
