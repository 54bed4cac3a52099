import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/errors';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { AsyncPicker, type PickerOption } from '../orders/AsyncPicker';
import { customerOption } from '../orders/pickers';
import { addedMessage } from './addedMessage';
import { newsletterApi, newsletterKeys, useLists } from './api';

/** Only people with an e-mail address are offered: mail cannot reach the others. */
const ADDRESSABLE = { has_email: true };

/** Subscribes chosen customers to a list (the one given, or one chosen here); whom it could not add is named. */
export function AddToListDialog({
  open,
  onClose,
  listId: fixedList,
}: {
  open: boolean;
  onClose: () => void;
  listId?: number;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lists = useLists();
  const [chosenList, setListId] = useState<number | ''>('');
  const listId = fixedList ?? chosenList;
  const [people, setPeople] = useState<PickerOption[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (listId === '' || people.length === 0) return;
    setBusy(true);
    setError('');
    try {
      const result = await newsletterApi.addMembers(
        listId,
        people.map((p) => p.id),
      );
      const message = addedMessage(translate, result);
      notify(message.text, { type: message.type });
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
      setPeople([]);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('newsletter.contacts.add_title')}
      fullScreenBelow={false}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || listId === '' || people.length === 0}
            onClick={() => void submit()}
          >
            {translate('newsletter.contacts.add')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {fixedList === undefined ? (
          <TextField
            select
            label={translate('newsletter.contacts.list')}
            value={listId}
            onChange={(e) => setListId(Number(e.target.value))}
            required
          >
            {(lists.data ?? []).map((list) => (
              <MenuItem key={list.id} value={list.id}>
                {list.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <AsyncPicker
          label={translate('newsletter.contacts.person')}
          path="/person/"
          query={ADDRESSABLE}
          toOption={customerOption}
          onPick={(o) => setPeople((current) => (current.some((p) => p.id === o.id) ? current : [...current, o]))}
          clearOnPick
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={translate('newsletter.contacts.chosen')}>
          {people.map((p) => (
            <Chip
              key={p.id}
              label={p.detail ? `${p.label} · ${p.detail}` : p.label}
              onDelete={() => setPeople((current) => current.filter((c) => c.id !== p.id))}
            />
          ))}
        </Box>
        {error ? (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        ) : null}
      </Stack>
    </TitledDialog>
  );
}
