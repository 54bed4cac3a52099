import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { useCustomerImport } from './CustomerImportProvider';

/** Import, and the newest import's report once there is one (inside a CustomerImportProvider). */
export const CustomerImportButton = () => {
  const { openWizard, openLatest } = useCustomerImport();
  return (
    <>
      <Button label="resources.customers.import.button" onClick={openWizard}>
        <UploadFileIcon />
      </Button>
      {openLatest ? (
        <Button label="resources.customers.import.last_report" onClick={openLatest}>
          <AssignmentOutlined />
        </Button>
      ) : null}
    </>
  );
};
