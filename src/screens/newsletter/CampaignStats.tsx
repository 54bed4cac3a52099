// A campaign's statistics: the figures, sends / opens / clicks per hour (a chart running in the reading direction),
// and clicks per link. Refreshed every few seconds while the campaign is sending.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatAxis } from '../../lib/format';
import { useCampaignStats, type CampaignStats as Stats } from './api';
import { SmallTable } from '../../widgets/table/SmallTable';

const FIGURES: Array<keyof Stats> = [
  'recipients',
  'sent',
  'queued',
  'failed',
  'bounced',
  'unsubscribed',
  'unique_opens',
  'opens',
  'unique_clicks',
  'clicks',
];

/** `status` is the campaign's: the figures are read again whenever it changes (the last messages of a send land just before it ends). */
export default function CampaignStats({ campaignId, status }: { campaignId: number | string; status: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rtl = useTheme().direction === 'rtl';
  const sending = status === 'sending';
  const stats = useCampaignStats(campaignId, status);
  if (!stats.data) return <LinearProgress />;
  const s = stats.data;
  const number = new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-US');
  const done = s.sent + s.failed + s.bounced + s.cancelled;
  return (
    <Box component="section" aria-label={translate('newsletter.campaign.stats')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('newsletter.campaign.stats')}
      </Typography>
      {sending ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2">{translate('newsletter.campaign.progress')}</Typography>
          <LinearProgress
            variant="determinate"
            value={s.recipients ? (100 * done) / s.recipients : 0}
            aria-label={translate('newsletter.campaign.progress')}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, mb: 2 }}>
        {FIGURES.map((key) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`stat-${key}`}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(`newsletter.stats.${key}`)}
            </Typography>
            <Typography variant="h6" component="p">
              {number.format(s[key] as number)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {s.timeline.length > 0 ? (
        <Box component="figure" sx={{ m: 0, mb: 2 }} aria-label={translate('newsletter.stats.over_time')}>
          <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('newsletter.stats.over_time')}
          </Typography>
          <LineChart
            height={240}
            xAxis={[
              {
                scaleType: 'point',
                data: s.timeline.map((t) => t.hour),
                valueFormatter: (h: string) => formatAxis(h, 'hour'),
                reverse: rtl,
              },
            ]}
            yAxis={[{ position: rtl ? 'right' : 'left', width: 48 }]}
            series={[
              {
                data: s.timeline.map((t) => t.sent),
                label: translate('newsletter.stats.sent'),
                curve: 'linear',
                color: '#1976d2',
              },
              {
                data: s.timeline.map((t) => t.opens),
                label: translate('newsletter.stats.opens'),
                curve: 'linear',
                color: '#2e7d32',
              },
              {
                data: s.timeline.map((t) => t.clicks),
                label: translate('newsletter.stats.clicks'),
                curve: 'linear',
                color: '#ef6c00',
              },
            ]}
            margin={{ top: 10, bottom: 10 }}
          />
        </Box>
      ) : null}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('newsletter.stats.links')}
      </Typography>
      <SmallTable
        label={translate('newsletter.stats.links')}
        items={s.links}
        empty={translate('newsletter.stats.no_links')}
        headings={[
          translate('newsletter.stats.link'),
          translate('newsletter.stats.clicks'),
          translate('newsletter.stats.unique_clicks'),
        ]}
        row={(link) => (
          <TableRow key={link.url}>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              <bdi dir="ltr">{link.url}</bdi>
            </TableCell>
            <TableCell>{number.format(link.clicks)}</TableCell>
            <TableCell>{number.format(link.unique_clicks)}</TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}
