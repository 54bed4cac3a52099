import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import MuiButton from '@mui/material/Button';
import { Button, useTranslate } from 'react-admin';
import { useCustomerImport } from './CustomerImportProvider';

/**
 * Import, and the newest import's report once there is one (inside a CustomerImportProvider). On phones a toolbar
 * shows icons only; `labelled` keeps the word (the empty list, where the icon alone would not say what it does).
 */
export const CustomerImportButton = ({ labelled = false }: { labelled?: boolean }) => {
  const { openWizard, openLatest } = useCustomerImport();
  const translate = useTranslate();
  return (
    <>
      {labelled ? (
        <MuiButton size="small" startIcon={<UploadFileIcon />} onClick={openWizard}>
          {translate('resources.customers.import.button')}
        </MuiButton>
      ) : (
        <Button label="resources.customers.import.button" onClick={openWizard}>
          <UploadFileIcon />
        </Button>
      )}
      {openLatest ? (
        <Button label="resources.customers.import.last_report" onClick={openLatest}>
          <AssignmentOutlined />
        </Button>
      ) : null}
    </>
  );
};
