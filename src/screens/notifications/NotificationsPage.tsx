// /notifications: what needs the signed-in person's attention: newest first, all or unread only,
// by kind; opening one marks it read and goes to the thing; each can be marked read or unread; mark all read.
import DoneAll from '@mui/icons-material/DoneAll';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RelativeTime } from '../../widgets/date/RelativeTime';
import {
  NOTIFICATION_KINDS,
  notificationKeys,
  notificationsApi,
  useNotifications,
  type AppNotification,
  type NotificationKind,
} from './api';
import { notificationText } from './notificationText';
import { CodeSelect } from '../../widgets/select/CodeSelect';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

export default function NotificationsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [kind, setKind] = useState<NotificationKind | ''>('');
  const list = useNotifications(show, kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const mark = async (n: AppNotification, read: boolean) => {
    await notificationsApi.mark(n.id, read);
    await refresh();
  };
  const open = async (n: AppNotification) => {
    if (!n.read) await mark(n, true);
    if (n.link) navigate(n.link);
  };
  const readAll = async () => {
    await notificationsApi.readAll();
    await refresh();
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('notifications.title')} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={show}
          onChange={(_, value: 'all' | 'unread' | null) => value && setShow(value)}
        >
          <ToggleButton value="all">{translate('notifications.all')}</ToggleButton>
          <ToggleButton value="unread">
            {translate('notifications.unread_only', { smart_count: list.data?.unread ?? 0 })}
          </ToggleButton>
        </ToggleButtonGroup>
        <CodeSelect
          label={translate('notifications.kind')}
          value={kind}
          codes={NOTIFICATION_KINDS}
          labelOf={(k) => translate(`notifications.kinds.${k}.label`)}
          none={translate('notifications.all_kinds')}
          onChange={(choice) => setKind(choice as NotificationKind | '')}
          sx={{ width: 220 }}
        />
        <Button
          startIcon={<DoneAll />}
          onClick={() => void readAll()}
          disabled={!list.data?.unread}
          sx={{ marginInlineStart: 'auto' }}
        >
          {translate('notifications.read_all')}
        </Button>
      </Box>
      <Card variant="outlined">
        {list.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {list.isSuccess && list.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={translate('notifications.title')}>
            {(list.data?.items ?? []).map((n) => (
              <ListItem
                key={n.id}
                divider
                disablePadding
                data-testid="notification"
                secondaryAction={
                  <LabelledIconButton
                    label={translate(n.read ? 'notifications.mark_unread' : 'notifications.mark_read')}
                    edge="end"
                    onClick={() => void mark(n, !n.read)}
                  >
                    {n.read ? <MarkEmailUnreadOutlined /> : <MarkEmailReadOutlined />}
                  </LabelledIconButton>
                }
              >
                <ListItemButton onClick={() => void open(n)}>
                  <Box
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      flexShrink: 0,
                      marginInlineEnd: 1.5,
                      bgcolor: n.read ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={<bdi>{notificationText(translate, n)}</bdi>}
                    secondary={<RelativeTime value={n.created_at} />}
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </Box>
  );
}
