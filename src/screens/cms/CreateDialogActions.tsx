import Button from '@mui/material/Button';
import { SaveButton, useTranslate } from 'react-admin';

/** The buttons of a CMS "new …" dialog's form: Cancel, and Create (always enabled: the form says what is missing). */
export function CreateDialogActions({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Button onClick={onCancel}>{translate('cms.editor.cancel')}</Button>
      <SaveButton label="ra.action.create" alwaysEnable />
    </>
  );
}
