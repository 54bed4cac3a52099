// Names the list as it is now and saves it as a view, for oneself or shared with the team; the server's refusal (a
// name already used for this list) shows on the name, and what was typed stays.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../../dataProvider/errors';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import { savedViewsApi, type SavedView, type SavedViewParams } from './savedViewsApi';

interface Props {
  resource: string;
  params: SavedViewParams;
  onClose(): void;
  onSaved(view: SavedView): void;
}

export const SaveViewDialog = ({ resource, params, onClose, onSaved }: Props) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('ra.validation.required'));
      return;
    }
    setBusy(true);
    try {
      onSaved(await savedViewsApi.create({ resource, name: name.trim(), shared, params }));
    } catch (failure) {
      // The name is the only field typed here; a refusal of the list's own state (its filters, sort or page size) is
      // said in words, not by the server's field name.
      const nameMessage = isApiError(failure)
        ? failure.fieldMessages.find((m) => m.path[0] === 'name')?.message
        : undefined;
      setError(
        nameMessage ??
          (isApiError(failure) && failure.fieldMessages.length
            ? translate('entities.views.params_invalid')
            : isApiError(failure)
              ? failure.message
              : String(failure)),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledDialog
      onClose={onClose}
      title={translate('entities.views.save_title')}
      maxWidth="xs"
      fullScreenBelow={false}
      form={(parts) => (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {parts}
        </form>
      )}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('entities.views.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? translate('entities.views.name_hint')}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <FormControlLabel
        control={<Switch checked={shared} onChange={(e) => setShared(e.target.checked)} />}
        label={translate('entities.views.share_with_team')}
      />
    </TitledDialog>
  );
};
