import { SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/**
 * Save stays clickable while an input validates asynchronously (the e-mail check, for one): react-admin disables
 * it during validation, and leaving such a field by clicking Save starts one, so that very click was lost.
 */
const SaveWhenChanged = () => {
  const { isDirty, isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={isDirty && !isSubmitting} />;
};

/** Save, and in edit forms a delete behind the confirm dialog. */
export const FormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveWhenChanged />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);
