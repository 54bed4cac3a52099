import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { DAY_HOURS, type DayHours } from './constants';
import { CALENDAR_VIEWS, stepDate, visibleRange, type CalendarView } from './range';
import type { CalendarProps } from './types';
import { SmallSelect } from '../select/SmallSelect';

interface Props {
  /** The calendar's own props: its view, date, week start and hours, the handlers that change them, its extra buttons. */
  calendar: CalendarProps;
  /** The hours the week and day views show, when they are one of the choices. */
  dayHours?: DayHours;
  culture: string;
}

/** What the view shows, in words: 'נובמבר 2026', '22 – 28 נוב׳ 2026', 'יום רביעי, 25 בנובמבר 2026'. */
function titleOf(view: CalendarView, date: Date, weekStart: 0 | 1, culture: string): string {
  const d = dayjs(date).locale(culture);
  if (view === 'month') return d.format('MMMM YYYY');
  if (view === 'day') return d.format('dddd, D MMMM YYYY');
  const { start, end } = visibleRange(view, date, weekStart);
  const first = dayjs(start).locale(culture);
  const last = dayjs(end).subtract(1, 'day').locale(culture);
  return `${first.format(first.month() === last.month() ? 'D' : 'D MMM')} – ${last.format('D MMM YYYY')}`;
}

/** Today, previous and next, the title, the views and the week start. */
export const CalendarToolbar = ({ calendar, dayHours, culture }: Props) => {
  const { view, onView, date, onNavigate, weekStart, onWeekStart, onDayBoundaries } = calendar;
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  // arrows point the way time runs: left is earlier in English, right is earlier in Hebrew
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
      <Button variant="outlined" size="small" onClick={() => onNavigate(new Date())}>
        {translate('calendar.today')}
      </Button>
      <IconButton
        size="small"
        aria-label={translate('calendar.previous')}
        onClick={() => onNavigate(stepDate(view, date, -1))}
      >
        <Back />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('calendar.next')}
        onClick={() => onNavigate(stepDate(view, date, 1))}
      >
        <Forward />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        sx={{ flexGrow: 1, minWidth: 160, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        aria-live="polite"
      >
        {titleOf(view, date, weekStart, culture)}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: CalendarView | null) => next && onView(next)}
        aria-label={translate('calendar.views.label')}
      >
        {CALENDAR_VIEWS.map((v) => (
          <ToggleButton key={v} value={v} sx={{ px: { xs: 1, sm: 1.5 } }}>
            {translate(`calendar.views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {onWeekStart ? (
        <SmallSelect
          label={translate('calendar.week_start.label')}
          value={weekStart}
          onChange={(choice) => onWeekStart(Number(choice) === 1 ? 1 : 0)}
          fullWidth={false}
          margin="none"
          variant="outlined"
          // phones: the day view needs no week start, and the row is short of room
          sx={{ width: 170, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <MenuItem value={0}>{translate('calendar.week_start.sunday')}</MenuItem>
          <MenuItem value={1}>{translate('calendar.week_start.monday')}</MenuItem>
        </SmallSelect>
      ) : null}
      {onDayBoundaries && (view === 'week' || view === 'day') ? (
        <SmallSelect
          label={translate('calendar.day_hours.label')}
          value={dayHours ?? 'all'}
          onChange={(choice) => onDayBoundaries(DAY_HOURS[choice as DayHours])}
          fullWidth={false}
          margin="none"
          variant="outlined"
          sx={{ width: 190 }}
        >
          {(Object.keys(DAY_HOURS) as DayHours[]).map((hours) => (
            <MenuItem key={hours} value={hours}>
              {translate(`calendar.day_hours.${hours}`)}
            </MenuItem>
          ))}
        </SmallSelect>
      ) : null}
      {calendar.toolbarExtra}
    </Stack>
  );
};
