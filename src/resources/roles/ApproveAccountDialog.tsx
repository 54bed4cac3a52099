import {
  Button,
  Checkbox,
  DialogContentText,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { ToggleConfirm, ToggleConfirmDialogProps } from '../../engine/fields';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { roleName } from './roleName';

const ALL_ROLES = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * Approving an account that signed up on its own (inactive, no roles, not a superuser) asks which roles it gets; giving
 * none has to be chosen on purpose, since such a user sees only their profile and notifications.
 */
export const ApproveAccountDialog = ({ record, onConfirm, onCancel }: ToggleConfirmDialogProps) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList('settings/roles', ALL_ROLES);
  const [chosen, setChosen] = useState<number[]>([]);
  const [noRole, setNoRole] = useState(false);
  const toggle = (id: number) => {
    setNoRole(false);
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  };
  return (
    <TitledDialog
      onClose={onCancel}
      title={translate('resources.users.approve.title')}
      maxWidth="xs"
      fullScreenBelow={false}
      actions={
        <>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!chosen.length && !noRole}
            onClick={() => onConfirm({ role_ids: chosen })}
          >
            {translate('resources.users.approve.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate('resources.users.approve.intro', { email: String(record.email ?? '') })}
      </DialogContentText>
      {isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <FormGroup role="group" aria-labelledby="approve-account-roles">
          <FormLabel id="approve-account-roles">{translate('resources.users.approve.roles')}</FormLabel>
          {(data ?? []).map((role) => (
            <FormControlLabel
              key={role.id}
              control={<Checkbox checked={chosen.includes(Number(role.id))} onChange={() => toggle(Number(role.id))} />}
              label={roleName(role as { name?: unknown; built_in?: unknown }, translate)}
            />
          ))}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={noRole}
                onChange={(event) => {
                  setNoRole(event.target.checked);
                  if (event.target.checked) setChosen([]);
                }}
              />
            }
            label={translate('resources.users.approve.no_role')}
          />
        </FormGroup>
      )}
    </TitledDialog>
  );
};

/** An account waiting for approval: never given rights, so turning it on is its approval. */
const waitingForApproval = (user: RaRecord) =>
  !user.is_active && !user.is_superuser && !(user.role_ids as unknown[] | undefined)?.length;

/** The users list's active switch asks for roles when it approves a signed-up account. */
export const approveWithRoles: ToggleConfirm = { needed: waitingForApproval, dialog: ApproveAccountDialog };
