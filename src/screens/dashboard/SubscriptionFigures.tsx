// Home's subscription figures: subscribers, monthly recurring revenue, who came and went in 30 days, who
// is past due; each links to the list behind it.
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionMetrics } from '../billing/api';
import { formatNumber, shekels } from '../../lib/format';
import { FigureCard } from './SalesDashboard';

const listOf = (status?: string) =>
  status ? `/subscriptions?filter=${encodeURIComponent(JSON.stringify({ status }))}` : '/subscriptions';

export const SubscriptionFigures = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const metrics = useSubscriptionMetrics();
  const m = metrics.data;
  const figures = m
    ? [
        { key: 'active', value: formatNumber(m.active + m.trialing, locale), to: listOf('active') },
        { key: 'mrr', value: shekels(m.mrr, locale), to: listOf('active') },
        { key: 'revenue_30d', value: shekels(m.revenue_30d, locale), to: '/subscriptions/payments' },
        { key: 'new_30d', value: formatNumber(m.new_30d, locale), to: listOf() },
        { key: 'churned_30d', value: formatNumber(m.churned_30d, locale), to: listOf('cancelled') },
        { key: 'past_due', value: formatNumber(m.past_due, locale), to: listOf('past_due') },
      ]
    : [];
  return (
    <Box component="section" aria-labelledby="home-subscription-figures" sx={{ mb: 3 }}>
      <Typography id="home-subscription-figures" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('billing.metrics.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {m
          ? figures.map((f) => (
              <CardActionArea key={f.key} component={RouterLink} to={f.to} sx={{ borderRadius: 1 }}>
                <FigureCard label={translate(`billing.metrics.${f.key}`)} value={f.value} />
              </CardActionArea>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={72} />)}
      </Box>
    </Box>
  );
};
