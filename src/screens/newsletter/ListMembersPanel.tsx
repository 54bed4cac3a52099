// A distribution list's members (the "members" tab of its page): counts per status, search by name or e-mail,
// filter by status, add customers, import a file, export, and take someone off the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AddToListDialog } from './AddToListDialog';
import { newsletterApi, newsletterKeys, useContacts, useListCounts, type ContactRow } from './api';
import { ContactImportButton } from './ContactImportButton';
import { ContactsExportButton } from './ContactsExportButton';
import { ContactsTable } from './ContactsTable';
import { MemberStatusFilter } from './MemberStatusFilter';
import { fullName } from '../../lib/names';
import { ListMemberRow, wide } from './ListMemberRow';

const COUNTED = ['subscribed', 'unconfirmed', 'unsubscribed', 'bounced'] as const;

export function ListMembersPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const record = useRecordContext();
  const listId = Number(record?.id);
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ContactRow | null>(null);
  const filter = { list_id: listId, q: search || undefined, status: status || undefined };
  const members = useContacts(filter, page, perPage, Boolean(record));
  const counts = useListCounts(listId);
  if (!record) return null;
  const remove = async () => {
    if (!removing) return;
    try {
      await newsletterApi.removeMembers(listId, [removing.id]);
      notify('newsletter.contacts.removed', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    } catch {
      // the request's toast says why
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
        aria-label={translate('newsletter.members.counts')}
        data-testid="list-member-counts"
      >
        {COUNTED.map((s) => (
          <Chip
            key={s}
            variant={s === 'subscribed' ? 'filled' : 'outlined'}
            color={s === 'subscribed' ? 'primary' : 'default'}
            label={`${translate(`newsletter.member_statuses.${s}`)}: ${formatNumber(counts.data?.[s] ?? 0, locale)}`}
          />
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1 }}
      >
        <TextField
          size="small"
          label={translate('newsletter.contacts.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault(); // the page's form around must not save
          }}
          sx={{ minWidth: 220 }}
        />
        <MemberStatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ContactImportButton listId={listId} />
          <ContactsExportButton
            filter={filter}
            total={members.data?.total}
            filename={String(record.name ?? translate('newsletter.contacts.title'))}
          />
          <Button variant="contained" size="small" onClick={() => setAdding(true)} sx={{ whiteSpace: 'nowrap' }}>
            {translate('newsletter.members.add')}
          </Button>
        </Stack>
      </Stack>
      <ContactsTable
        total={members.data?.total}
        empty={translate(search || status ? 'newsletter.members.none_found' : 'newsletter.members.empty')}
        label={translate('newsletter.members.title')}
        headings={
          <>
            <TableCell>{translate('newsletter.contacts.name')}</TableCell>
            <TableCell sx={wide}>{translate('newsletter.contacts.email')}</TableCell>
            <TableCell>{translate('newsletter.contacts.status')}</TableCell>
            <TableCell sx={wide}>{translate('newsletter.contacts.when')}</TableCell>
            <TableCell />
          </>
        }
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={setPerPage}
      >
        {(members.data?.items ?? []).map((contact) => (
          <ListMemberRow key={contact.id} contact={contact} listId={listId} setRemoving={setRemoving} />
        ))}
      </ContactsTable>
      <AddToListDialog open={adding} onClose={() => setAdding(false)} listId={listId} />
      <Confirm
        isOpen={removing !== null}
        title={translate('newsletter.members.remove_title')}
        content={translate('newsletter.members.remove_confirm', {
          name: removing ? fullName(removing) || removing.email || '' : '',
          list: String(record.name ?? ''),
        })}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
