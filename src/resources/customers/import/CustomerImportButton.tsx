import HistoryIcon from '@mui/icons-material/History';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import MuiButton from '@mui/material/Button';
import { Button, LinkBase, useTranslate } from 'react-admin';
import { useCustomerImport } from './CustomerImportProvider';
import customerImports from './customerImports';

/**
 * Import, and the import history once anyone has imported (inside a CustomerImportProvider). On phones a toolbar
 * shows icons only; `labelled` keeps the words (the empty list, where the icon alone would not say what it does).
 */
export const CustomerImportButton = ({ labelled = false }: { labelled?: boolean }) => {
  const { openWizard, hasImports } = useCustomerImport();
  const translate = useTranslate();
  if (labelled) {
    return (
      <>
        <MuiButton size="small" startIcon={<UploadFileIcon />} onClick={openWizard}>
          {translate('resources.customers.import.button')}
        </MuiButton>
        {hasImports ? (
          <MuiButton size="small" startIcon={<HistoryIcon />} component={LinkBase} to={customerImports.path}>
            {translate('resources.customers.import.history')}
          </MuiButton>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Button label="resources.customers.import.button" onClick={openWizard}>
        <UploadFileIcon />
      </Button>
      {hasImports ? (
        <Button label="resources.customers.import.history" component={LinkBase} to={customerImports.path}>
          <HistoryIcon />
        </Button>
      ) : null}
    </>
  );
};
