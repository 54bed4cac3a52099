// The campaigns list's counts column: sent of recipients (and opened) from the campaign's statistics.
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext } from 'react-admin';
import { http } from '../../dataProvider/http';
import { formatNumber } from '../../lib/format';

interface Counts {
  recipients: number;
  sent: number;
  unique_opens: number;
}

export function CampaignCounts() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const started = record && record.status !== 'draft' && record.status !== 'scheduled';
  const stats = useQuery({
    queryKey: ['newsletter', 'stats', record?.id],
    queryFn: () => http.get<Counts>(`/newsletter/campaigns/${String(record!.id)}/stats`, { silent: true }),
    enabled: Boolean(started),
    refetchInterval: record?.status === 'sending' ? 3000 : false,
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
