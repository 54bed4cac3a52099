import { BulkDeleteButton, DeleteWithConfirmButton } from 'react-admin';

const confirm = {
  confirmTitle: 'app.confirm.title',
  confirmContent: 'app.confirm.message',
  mutationMode: 'pessimistic',
} as const;

/** Delete behind the confirm dialog ('Confirm' / 'Are you sure you want to continue?'). */
export const ConfirmDeleteButton = ({ redirect = 'list' }: { redirect?: 'list' | false }) => (
  <DeleteWithConfirmButton {...confirm} redirect={redirect} />
);

export const ConfirmBulkDeleteButton = () => <BulkDeleteButton {...confirm} />;
