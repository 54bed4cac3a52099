// Contacts (/newsletter/contacts): the people on the lists, filtered by list, status and text, each with their lists
// and statuses; "Add to list" subscribes chosen customers to a list (people without e-mail are refused with a reason);
// the contacts as filtered export to CSV or Excel.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewsletterTabs } from './NewsletterTabs';
import { BespokeListViews } from '../../engine/views/savedViews/BespokeListViews';
import { AddToListDialog } from './AddToListDialog';
import { ContactsExportButton } from './ContactsExportButton';
import { useContacts, useLists } from './api';
import { ContactsTable } from './ContactsTable';
import { fullName } from '../../lib/names';
import { MemberStatusFilter } from './MemberStatusFilter';

export default function ContactsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const lists = useLists();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [listId, setListId] = useState<number | ''>('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [q]);
  const filter = { q: search || undefined, list_id: listId === '' ? undefined : listId, status: status || undefined };
  // A saved view's filters (or none) replace the list's at once.
  const setFilter = useCallback((next: Record<string, unknown>) => {
    const text = typeof next.q === 'string' ? next.q : '';
    setQ(text);
    setSearch(text);
    setListId(typeof next.list_id === 'number' ? next.list_id : '');
    setStatus(typeof next.status === 'string' ? next.status : '');
    setPage(0);
  }, []);
  const contacts = useContacts(filter, page, perPage);
  return (
    <Box>
      <Title title={translate('newsletter.contacts.title')} />
      <NewsletterTabs />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={translate('newsletter.contacts.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ minWidth: 220 }}
        />
        <TextField
          size="small"
          select
          label={translate('newsletter.contacts.list')}
          value={listId}
          onChange={(e) => {
            setListId(e.target.value === '' ? '' : Number(e.target.value));
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('newsletter.contacts.any_list')}</MenuItem>
          {(lists.data ?? []).map((list) => (
            <MenuItem key={list.id} value={list.id}>
              {list.name}
            </MenuItem>
          ))}
        </TextField>
        <MemberStatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
        <BespokeListViews
          resource="newsletter/contacts"
          filter={filter}
          setFilter={setFilter}
          perPage={perPage}
          setPerPage={setPerPage}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ContactsExportButton
          filter={filter}
          total={contacts.data?.total}
          filename={translate('newsletter.contacts.title')}
        />
        <Button variant="contained" onClick={() => setAdding(true)} sx={{ whiteSpace: 'nowrap', flex: 'none' }}>
          {translate('newsletter.contacts.add')}
        </Button>
      </Stack>
      <ContactsTable
        total={contacts.data?.total}
        empty={translate('newsletter.contacts.empty')}
        headings={
          <>
            <TableCell>{translate('newsletter.contacts.name')}</TableCell>
            <TableCell>{translate('newsletter.contacts.email')}</TableCell>
            <TableCell>{translate('newsletter.contacts.lists')}</TableCell>
          </>
        }
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={setPerPage}
      >
        {(contacts.data?.items ?? []).map((contact) => (
          <TableRow
            key={contact.id}
            hover
            sx={{ cursor: 'pointer' }}
            onClick={() => navigate(`/newsletter/contacts/${contact.id}`)}
          >
            <TableCell>{fullName(contact)}</TableCell>
            <TableCell>
              <bdi dir="ltr">{contact.email ?? ''}</bdi>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {contact.lists.map((l) => (
                  <Chip
                    key={l.list_id}
                    size="small"
                    variant={l.status === 'subscribed' ? 'filled' : 'outlined'}
                    label={`${l.list_name}: ${translate(`newsletter.member_statuses.${l.status}`)}`}
                  />
                ))}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </ContactsTable>
      <AddToListDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
