import { SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ConfirmDeleteButton } from '../views/ConfirmDeleteButton';

/**
 * Save stays clickable while the e-mail input validates asynchronously: react-admin disables it during
 * validation, and leaving the e-mail field by clicking Save starts one, so that very click was lost.
 */
const SaveWhenChanged = () => {
  const { isDirty, isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={isDirty && !isSubmitting} />;
};

/** Save, and on an existing customer a delete behind the confirm dialog. */
export const CustomerToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveWhenChanged />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);
