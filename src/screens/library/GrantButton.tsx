// Giving a library item to a customer with a reason (bought, subscription, gift): the button (its table's action), and
// the dialog it opens.
// The book's readers tab picks the customer, the customer's app tab picks the book; the server's refusal shows under
// the inputs, a grant is confirmed by a toast.
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Form, required, SaveButton, SelectInput, useTranslate } from 'react-admin';
import { validationErrors } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';

const REASONS = ['bought', 'subscription', 'gift'] as const;

interface Props {
  /** The button's words and the dialog's title. */
  label: string;
  reasonLabel: string;
  /** The toast once given. */
  given: string;
  /** Gives the item (the form's values: the picked id and `reason`); throws when the server refuses. */
  give: (values: Record<string, unknown>) => Promise<unknown>;
  /** The input that picks who or what is given. */
  children: ReactNode;
}

export function GrantButton({ label, reasonLabel, given, give, children }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const grant = async (values: Record<string, unknown>) => {
    try {
      await give(values);
      setOpen(false);
      showToast(given, { variant: 'success' });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  return (
    <>
      <Button startIcon={<Add />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <TitledDialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        fullScreenBelow={false}
        form={(parts) => (
          <Form onSubmit={grant} record={{ reason: 'gift' }} noValidate>
            {parts}
          </Form>
        )}
        actionsSx={{ px: 3, pb: 2 }}
        actions={<SaveButton alwaysEnable />}
      >
        {children}
        <SelectInput
          source="reason"
          label={reasonLabel}
          choices={REASONS.map((r) => ({ id: r, name: translate(`library.customer.reasons.${r}`) }))}
          validate={required()}
        />
      </TitledDialog>
    </>
  );
}
