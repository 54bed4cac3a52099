// /support: the inquiries inbox: status tabs with their counts, search in subject, body and sender,
// the assignee filter, unread marks; newest activity first. Filters live in the address (?status=&q=&assignee=).
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { BespokeListViews } from '../../engine/views/savedViews/BespokeListViews';
import { INQUIRY_STATUSES, useInbox, useSupportStaff, type Inquiry, type InquiryStatus } from './api';
import { priorityColor, statusColor } from './statusColors';
import { SmallSelect } from '../../widgets/select/SmallSelect';

const PAGE = 25;

function InquiryRow({ inquiry }: { inquiry: Inquiry }) {
  const translate = useTranslate();
  const who = inquiry.person_name || inquiry.customer_name || inquiry.customer_email;
  return (
    // the link sits in a list item: a list holds items only
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`/support/${inquiry.id}`}
        divider
        data-testid="inquiry-row"
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Box
          aria-label={inquiry.unread ? translate('support.unread') : undefined}
          role={inquiry.unread ? 'img' : undefined}
          sx={{
            width: 10,
            height: 10,
            mt: 0.75,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: inquiry.unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: inquiry.unread ? 700 : 500 }}>
              <bdi>{who}</bdi>
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
              <bdi>{formatDateTime(inquiry.last_message_at)}</bdi>
            </Typography>
          </Box>
          <Typography
            dir="auto"
            sx={{
              fontWeight: inquiry.unread ? 700 : 400,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {inquiry.subject || translate('support.no_subject')}
          </Typography>
          <Typography
            dir="auto"
            variant="body2"
            color="text.secondary"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {inquiry.snippet}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={statusColor[inquiry.status]}
              variant="outlined"
              label={translate(`support.status.${inquiry.status}`)}
            />
            {(inquiry.priority === 'high' || inquiry.priority === 'urgent') && (
              <Chip
                size="small"
                color={priorityColor[inquiry.priority]}
                label={translate(`support.priority.${inquiry.priority}`)}
              />
            )}
            {inquiry.assignee_name && <Chip size="small" label={inquiry.assignee_name} />}
            {inquiry.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {translate('support.messages', { smart_count: inquiry.message_count })}
            </Typography>
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export default function SupportList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const status = (INQUIRY_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as InquiryStatus)
    : undefined;
  const q = params.get('q') ?? '';
  const assignee = params.get('assignee') ?? '';
  const [typed, setTyped] = useState(q);
  const [limit, setLimit] = useState(PAGE);
  const filter = useMemo(
    () => Object.fromEntries(Object.entries({ status, q, assignee }).filter(([, value]) => value)),
    [status, q, assignee],
  );
  // A saved view's filters (or none) replace the list's at once.
  const setFilter = useCallback(
    (next: Record<string, unknown>) => {
      const text = (key: string) => (typeof next[key] === 'string' ? (next[key] as string) : '');
      setTyped(text('q'));
      setParams(
        new URLSearchParams(
          Object.entries({ status: text('status'), q: text('q'), assignee: text('assignee') }).filter(
            ([, value]) => value,
          ),
        ),
        { replace: true },
      );
    },
    [setParams],
  );
  // From the address as it is now, not as this render saw it: react-router's `current` is the last render's, and the
  // search box's timer (set up when the text was typed) must not undo a tab clicked or a view cleared since.
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== q) set('q', typed.trim());
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, q]); // q too: a view that changes the address (and the box) must not be undone by a timer that read the old one
  useEffect(() => setLimit(PAGE), [status, q, assignee]);

  const staff = useSupportStaff();
  const list = useInbox({ status, q, assignee, limit });
  const counts = list.data?.counts;
  const tabLabel = (key: InquiryStatus | 'all') =>
    `${translate(key === 'all' ? 'support.all' : `support.status.${key}`)}${counts ? ` (${counts[key]})` : ''}`;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('support.title')} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={translate('support.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('support.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 260px', maxWidth: 480 }}
        />
        <SmallSelect
          label={translate('support.assignee')}
          value={assignee}
          onChange={(choice) => set('assignee', choice)}
          sx={{ width: 220, flex: '0 0 auto' }}
        >
          <MenuItem value="">{translate('support.anyone')}</MenuItem>
          <MenuItem value="none">{translate('support.unassigned')}</MenuItem>
          {(staff.data ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
        </SmallSelect>
        <BespokeListViews resource="support" filter={filter} setFilter={setFilter} />
        {counts && counts.unread > 0 && (
          <Chip color="primary" label={translate('support.unread_count', { smart_count: counts.unread })} />
        )}
      </Box>
      <Card variant="outlined">
        <ScrollableTabs
          value={status ?? 'all'}
          onChange={(_, value: string) => set('status', value === 'all' ? '' : value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label={tabLabel('all')} />
          {INQUIRY_STATUSES.map((s) => (
            <Tab key={s} value={s} label={tabLabel(s)} />
          ))}
        </ScrollableTabs>
        {list.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {list.isSuccess && list.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate(q ? 'support.no_match' : 'support.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={translate('support.title')}>
            {(list.data?.items ?? []).map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </List>
        )}
        {list.data && list.data.items.length < list.data.total && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={() => setLimit((l) => Math.min(l + PAGE, 200))}>{translate('support.more')}</Button>
          </Box>
        )}
      </Card>
    </Box>
  );
}
