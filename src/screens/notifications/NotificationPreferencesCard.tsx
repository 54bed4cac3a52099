// On the profile page: for each kind of notification, whether it shows in the app and whether it comes by e-mail.
// Each switch saves at once.
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { TitledSection } from '../../widgets/page/TitledSection';
import { notificationsApi, preferencesKey, useNotificationPreferences, type NotificationPreference } from './api';

/** The ways a notification reaches its user, each a column of switches. */
const CHANNELS = ['in_app', 'email'] as const;
const CHANNEL_WORDS = { in_app: 'notifications.preferences.in_app', email: 'notifications.preferences.email' };

export function NotificationPreferencesCard() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const prefs = useNotificationPreferences();
  const change = async (item: NotificationPreference) => {
    const saved = await notificationsApi.setPreferences([item]);
    queryClient.setQueryData(preferencesKey, saved);
    showToast(translate('notifications.preferences.saved'), { variant: 'success' });
  };
  return (
    <TitledSection outlined title={translate('notifications.preferences.title')}>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {translate('notifications.preferences.hint')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('notifications.kind')}</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                {translate(CHANNEL_WORDS[channel])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(prefs.data?.items ?? []).map((item) => {
            const label = translate(`notifications.kinds.${item.kind}.label`);
            return (
              <TableRow key={item.kind} data-testid={`preference-${item.kind}`}>
                <TableCell>{label}</TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center">
                    <Switch
                      checked={item[channel]}
                      onChange={(e) => void change({ ...item, [channel]: e.target.checked })}
                      slotProps={{ input: { 'aria-label': `${label}: ${translate(CHANNEL_WORDS[channel])}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TitledSection>
  );
}
