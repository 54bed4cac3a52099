// A contact's lists with the status on each (changed here, or taken off the list): on the contact's page and on the
// customer page's newsletter tab.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { MEMBER_STATUSES, newsletterApi, newsletterKeys, type Contact, type MemberStatus } from './api';
import { SmallSelect } from '../../widgets/select/SmallSelect';

/** Columns left out on phones. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ContactListsTable({ contact: c }: { contact: Contact }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = (s: MemberStatus) => translate(`newsletter.member_statuses.${s}`);
  const source = (s: string) => translate(`newsletter.sources.${s}`, { _: s });
  const change = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    } catch {
      // the request's toast says why
    }
  };
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('newsletter.contacts.list')}</TableCell>
          <TableCell>{translate('newsletter.contacts.status')}</TableCell>
          <TableCell sx={wide}>{translate('newsletter.contacts.source')}</TableCell>
          <TableCell sx={wide}>{translate('newsletter.contacts.when')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {c.lists.map((l) => (
          <TableRow key={l.list_id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.list_name}</TableCell>
            <TableCell>
              <SmallSelect
                value={l.status}
                aria-label={translate('newsletter.contacts.change_status')}
                onChange={(choice) =>
                  void change(
                    () => newsletterApi.setStatus(l.list_id, c.id, choice as MemberStatus),
                    translate('newsletter.campaign.done'),
                  )
                }
              >
                {MEMBER_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {status(s)}
                  </MenuItem>
                ))}
              </SmallSelect>
            </TableCell>
            <TableCell sx={wide}>{source(l.source)}</TableCell>
            <TableCell sx={wide}>{formatDateTime(l.changed_at)}</TableCell>
            <TableCell>
              <Button
                size="small"
                color="error"
                onClick={() =>
                  void change(
                    () => newsletterApi.removeMembers(l.list_id, [c.id]),
                    translate('newsletter.contacts.removed'),
                  )
                }
              >
                {translate('newsletter.contacts.remove')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
