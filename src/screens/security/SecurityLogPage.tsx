// /settings/security-log (superusers): sign-ins and failed attempts, sign-outs, password changes, accounts created,
// changed in their rights or deleted, and exports; newest first, by kind, e-mail and dates, with who, from where and
// what.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DateInput } from '../../widgets/date/DateInput';
import { Pagination } from '../../widgets/pagination/Pagination';
import { eventDetails } from './eventText';
import { SECURITY_EVENT_KINDS, securityLogApi, type SecurityEventKind } from './securityLogApi';
import { usePaginationLabels } from '../../widgets/pagination/usePaginationLabels';

const isoDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const WARNING_KINDS: SecurityEventKind[] = ['sign_in_failed', 'user_rights_changed', 'user_deleted'];

export default function SecurityLogPage() {
  const translate = useTranslate();
  const paginationLabels = usePaginationLabels();
  const [kind, setKind] = useState<SecurityEventKind | ''>('');
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const email = useDebouncedValue(q.trim(), 400);
  // a date still being typed is not sent
  const filter = { kind: kind || undefined, q: email || undefined, from: isoDay(from), to: isoDay(to) };
  const dateLabels = { open: translate('inputs.date.open'), previous: translate('inputs.date.previous'), next: translate('inputs.date.next'), view: translate('inputs.date.view') };
  const log = useQuery({
    queryKey: ['security-log', filter, page, perPage],
    queryFn: () => securityLogApi.list({ ...filter, skip: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
  const changed = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(0);
  };
  const items = log.data?.items ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('security.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('security.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" fullWidth={false} label={translate('security.filter.kind')} value={kind} onChange={(e) => changed(setKind)(e.target.value as SecurityEventKind | '')} sx={{ minWidth: 200 }}>
          <MenuItem value="">{translate('security.filter.all')}</MenuItem>
          {SECURITY_EVENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`security.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" fullWidth={false} type="search" label={translate('security.filter.email')} value={q} onChange={(e) => changed(setQ)(e.target.value)} sx={{ minWidth: 240 }} />
        <Box sx={{ width: 200 }}>
          <DateInput label={translate('security.filter.from')} value={from} onChange={changed(setFrom)} max={isoDay(to)} labels={dateLabels} />
        </Box>
        <Box sx={{ width: 200 }}>
          <DateInput label={translate('security.filter.to')} value={to} onChange={changed(setTo)} min={isoDay(from)} labels={dateLabels} />
        </Box>
      </Box>
      <Card>
        {log.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={translate('security.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('security.column.at')}</TableCell>
                <TableCell>{translate('security.column.kind')}</TableCell>
                <TableCell>{translate('security.column.who')}</TableCell>
                <TableCell>{translate('security.column.subject')}</TableCell>
                <TableCell>{translate('security.column.details')}</TableCell>
                <TableCell>{translate('security.column.ip')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={WARNING_KINDS.includes(event.kind) ? 'warning' : 'default'} label={translate(`security.kind.${event.kind}`)} />
                  </TableCell>
                  <TableCell>
                    {event.user_name ? <div>{event.user_name}</div> : null}
                    <Typography variant="body2" color="text.secondary" dir="ltr" component="div" sx={{ textAlign: 'start' }}>
                      {event.email}
                    </Typography>
                  </TableCell>
                  <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                    {event.subject_email && event.subject_email !== event.email ? event.subject_email : ''}
                  </TableCell>
                  <TableCell>{eventDetails(event, translate)}</TableCell>
                  <TableCell dir="ltr" sx={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                    {event.ip}
                  </TableCell>
                </TableRow>
              ))}
              {!log.isPending && !items.length ? (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      {translate('security.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <Pagination
          page={page + 1}
          perPage={perPage}
          total={log.data?.total ?? 0}
          onPageChange={(p) => setPage(p - 1)}
          onPerPageChange={(n) => {
            setPerPage(n);
            setPage(0);
          }}
          perPageOptions={[50, 100, 200]}
          labels={paginationLabels}
        />
      </Card>
    </Box>
  );
}
