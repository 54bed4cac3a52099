import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { SaveButton, useTranslate } from 'react-admin';

/** The end of a CMS "new …" dialog's form: Cancel, and Create (always enabled: the form says what is missing). */
export function CreateDialogActions({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate('cms.editor.cancel')}</Button>
      <SaveButton label="ra.action.create" alwaysEnable />
    </DialogActions>
  );
}
