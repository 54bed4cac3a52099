// The book page's stats tab: how many readers have the item, how many started and finished it, their
// average progress, how many opened it in the last 30 days, and how they got it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { useItemStats } from '../../screens/library/api';

const t = (key: string) => `resources.books.stats.${key}`;

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 140, flex: '1 1 140px' }} role="group" aria-label={label}>
    <Typography variant="h5" component="div">
      <bdi>{value}</bdi>
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Paper>
);

export default function ItemStats() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const stats = useItemStats(record?.id);
  const s = stats.data;
  if (!s) return null;
  const number = (n: number) => formatNumber(n, locale);
  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Figure label={translate(t('readers'))} value={number(s.readers)} />
        <Figure label={translate(t('started'))} value={number(s.started)} />
        <Figure
          label={translate(t('average'))}
          value={s.average_percent === null ? '–' : `${number(s.average_percent)}%`}
        />
        <Figure label={translate(t('completions'))} value={number(s.completions)} />
        <Figure label={translate(t('recent'))} value={number(s.opened_last_30_days)} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {translate(t('by_reason'))}
        </Typography>
        {(['bought', 'subscription', 'gift'] as const).map((reason) => (
          <Chip
            key={reason}
            size="small"
            label={`${translate(`library.customer.reasons.${reason}`)}: ${number(s.by_reason[reason])}`}
          />
        ))}
      </Stack>
    </Box>
  );
}
