// /settings/security-log (superusers): sign-ins and failed attempts, sign-outs, password changes, accounts created,
// changed in their rights or deleted, and exports; newest first, by kind, e-mail and dates, with who, from where and
// what.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DateInput } from '../../widgets/date/DateInput';
import { isoDay } from '../../widgets/date/pickerValue';
import { Pagination } from '../../widgets/pagination/Pagination';
import { SecurityEventCards } from './SecurityEventCards';
import { SecurityEventsTable } from './SecurityEventsTable';
import { SECURITY_EVENT_KINDS, useSecurityLog, type SecurityEventKind } from './securityLogApi';
import { usePaginationLabels } from '../../widgets/pagination/usePaginationLabels';
import { CodeSelect } from '../../widgets/select/CodeSelect';

export default function SecurityLogPage() {
  const translate = useTranslate();
  // at phone and tablet widths, cards: six columns do not fit
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
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
  const log = useSecurityLog(filter, page, perPage);
  const changed =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const items = log.data?.items ?? [];
  const empty = !log.isPending && !items.length;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('security.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('security.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <CodeSelect
          fullWidth={false}
          label={translate('security.filter.kind')}
          value={kind}
          codes={SECURITY_EVENT_KINDS}
          labelOf={(k) => translate(`security.kind.${k}`)}
          none={translate('security.filter.all')}
          onChange={changed(setKind)}
          sx={{ minWidth: 200 }}
        />
        <TextField
          size="small"
          fullWidth={false}
          type="search"
          label={translate('security.filter.email')}
          value={q}
          onChange={(e) => changed(setQ)(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ width: { xs: '100%', sm: 200 } }}>
          <DateInput
            label={translate('security.filter.from')}
            value={from}
            onChange={changed(setFrom)}
            max={isoDay(to)}
          />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 200 } }}>
          <DateInput label={translate('security.filter.to')} value={to} onChange={changed(setTo)} min={isoDay(from)} />
        </Box>
      </Box>
      <Card>
        {log.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
        {isSmall ? (
          <SecurityEventCards items={items} empty={empty} />
        ) : (
          <SecurityEventsTable items={log.isPending ? undefined : items} />
        )}
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
