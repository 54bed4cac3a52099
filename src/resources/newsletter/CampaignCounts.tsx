// The campaigns list's counts column: sent of recipients (and opened) from the campaign's statistics.
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { useCampaignStats } from '../../screens/newsletter/api';
import { formatNumber } from '../../lib/format';

export function CampaignCounts() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const started = record && record.status !== 'draft' && record.status !== 'scheduled';
  const stats = useCampaignStats(record?.id, record?.status as string | undefined, {
    enabled: Boolean(started),
    silent: true,
  });
  if (!started || !stats.data) return null;
  return (
    <Typography variant="body2" component="span">
      <bdi>
        {formatNumber(stats.data.sent, locale)} / {formatNumber(stats.data.recipients, locale)}
      </bdi>
    </Typography>
  );
}
