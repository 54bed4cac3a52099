import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Save, and in edit forms a delete behind the confirm dialog. */
export const FormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);
