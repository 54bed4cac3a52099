// The customer page's newsletter tab: the customer's lists and status on each (changed or taken off there), and
// subscribing them to another list (unconfirmed with a confirmation mail on a double opt-in list). A customer
// without an e-mail address cannot be subscribed, and the tab says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { addedMessage } from './addedMessage';
import { newsletterApi, newsletterKeys, useContact, useLists } from './api';
import { ContactListsTable } from './ContactListsTable';
import { SmallSelect } from '../../widgets/select/SmallSelect';

export function CustomerNewsletter({ personId }: { personId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const contact = useContact(personId);
  const lists = useLists();
  const [listId, setListId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  if (!contact.data) return <LinearProgress />;
  const c = contact.data;
  const other = (lists.data ?? []).filter((l) => !c.lists.some((on) => on.list_id === l.id));
  const subscribe = async () => {
    if (listId === '') return;
    setBusy(true);
    try {
      const result = await newsletterApi.addMembers(listId, [personId]);
      const message = addedMessage(translate, result);
      notify(message.text, { type: message.type });
      setListId('');
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    } catch {
      // the request's toast says why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      {c.email ? null : <Alert severity="info">{translate('newsletter.customer.no_email')}</Alert>}
      {c.lists.length ? (
        <ContactListsTable contact={c} />
      ) : (
        <Typography color="text.secondary">{translate('newsletter.customer.no_lists')}</Typography>
      )}
      {c.email && other.length ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <SmallSelect
            label={translate('newsletter.customer.subscribe_to')}
            value={listId}
            onChange={(id) => setListId(Number(id))}
            sx={{ minWidth: 220 }}
          >
            {other.map((list) => (
              <MenuItem key={list.id} value={list.id}>
                {list.name}
              </MenuItem>
            ))}
          </SmallSelect>
          <Button variant="contained" disabled={busy || listId === ''} onClick={() => void subscribe()}>
            {translate('newsletter.customer.subscribe')}
          </Button>
        </Stack>
      ) : null}
      {c.lists.length ? (
        <div>
          <Button component={Link} to={`/newsletter/contacts/${personId}`} size="small">
            {translate('newsletter.customer.history')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
