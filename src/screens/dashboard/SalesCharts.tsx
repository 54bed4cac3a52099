// Home's two charts: revenue over the range (by day, week or month) and orders per day. Loaded on their own
// (@mui/x-charts is large); the time axis runs in the reading direction, so it goes right to left in Hebrew.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatAxis, shekels } from '../../lib/format';
import type { Figures } from '../orders/api';

export interface ChartsProps {
  trends: Figures<'revenue-trends'>;
  days: Figures<'daily-breakdown'>;
}

const Chart = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="figure" sx={{ m: 0, minWidth: 0 }} aria-label={title}>
    <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export default function SalesCharts({ trends, days }: ChartsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rtl = useTheme().direction === 'rtl';
  const label = (period: string) => formatAxis(period, trends.interval === 'month' ? 'month' : 'day');
  const money = (v: number | null) => (v === null ? '' : shekels(v, locale));
  const compact = new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Chart title={translate(`sales.charts.revenue_${trends.interval}`)}>
        <LineChart
          height={260}
          xAxis={[
            { scaleType: 'point', data: trends.points.map((p) => p.period), valueFormatter: label, reverse: rtl },
          ]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              valueFormatter: (v: number) => `₪${compact.format(v / 100)}`,
              width: 56,
            },
          ]}
          series={[
            {
              data: trends.points.map((p) => p.revenue),
              label: translate('sales.figures.revenue'),
              valueFormatter: money,
              area: true,
              showMark: trends.points.length < 40,
              color: '#1976d2',
            },
          ]}
          hideLegend
          margin={{ top: 10, bottom: 10 }}
        />
      </Chart>
      <Chart title={translate('sales.charts.orders_daily')}>
        <BarChart
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: days.map((d) => d.date),
              valueFormatter: (d: string) => formatAxis(d, 'day'),
              reverse: rtl,
            },
          ]}
          yAxis={[{ position: rtl ? 'right' : 'left', width: 40 }]}
          series={[{ data: days.map((d) => d.orders), label: translate('sales.figures.orders'), color: '#2e7d32' }]}
          hideLegend
          margin={{ top: 10, bottom: 10 }}
        />
      </Chart>
    </Box>
  );
}
