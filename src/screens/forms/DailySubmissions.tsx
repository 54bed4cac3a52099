// A form's last 30 days at a glance: a bar a day, as high as its submissions (days counted in Israel's time).
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import { useFormDaily } from './api';

export function DailySubmissions({ id }: { id: string }) {
  const translate = useTranslate();
  const daily = useFormDaily(id);
  const days = useMemo(() => {
    const counts = new Map((daily.data ?? []).map((d) => [d.day, d.count]));
    return Array.from({ length: 30 }, (_, i) => {
      const day = new Date(Date.now() - (29 - i) * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Asia/Jerusalem',
      });
      return { day, count: counts.get(day) ?? 0 };
    });
  }, [daily.data]);
  const top = Math.max(1, ...days.map((d) => d.count));
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate('forms.submissions.per_day')}
      </Typography>
      <Box
        role="img"
        aria-label={translate('forms.submissions.per_day')}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 40, mt: 0.5 }}
      >
        {days.map((d) => (
          <Tooltip key={d.day} title={`${formatDate(d.day)}: ${d.count}`}>
            <Box
              sx={{
                flex: 1,
                minWidth: 3,
                height: `${Math.max(4, (d.count / top) * 100)}%`,
                bgcolor: d.count ? 'primary.main' : 'action.hover',
                borderRadius: 0.5,
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
