// The campaigns list's counts column: sent of recipients (and opened) from the campaign's statistics.
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { http } from '../../dataProvider/http';

interface Counts {
  recipients: number;
  sent: number;
  unique_opens: number;
}

export function CampaignCounts() {
  const record = useRecordContext();
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
        {stats.data.sent.toLocaleString()} / {stats.data.recipients.toLocaleString()}
      </bdi>
    </Typography>
  );
}
