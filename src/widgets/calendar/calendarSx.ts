// The calendar grid's styles: its height per view, the focused day, background days, muted events, and dots in
// place of month events on phones.
import type { SxProps, Theme } from '@mui/material/styles';
import { AGENDA_EVENT_MAX_HEIGHT, HOUR_HEIGHT, MIN_EVENT_HEIGHT } from './constants';
import type { CalendarView } from './range';

export const calendarSx = (view: CalendarView, theme: Theme, phone: boolean): SxProps<Theme> => ({
  height:
    view === 'month'
      ? { xs: 520, md: 720 }
      : view === 'agenda'
        ? 'auto'
        : { xs: 'calc(100dvh - 260px)', md: 'calc(100dvh - 230px)' },
  minHeight: 420,
  outline: 'none',
  '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
  '& .rbc-timeslot-group': { minHeight: HOUR_HEIGHT },
  '& .rbc-day-slot .rbc-time-slot': { borderTop: 'none', bgcolor: 'transparent' },
  '& .rbc-day-slot .rbc-event': { minHeight: MIN_EVENT_HEIGHT },
  '& .rbc-agenda-event-cell': { maxHeight: AGENDA_EVENT_MAX_HEIGHT, overflow: 'hidden' },
  '& .rbc-today': { bgcolor: 'transparent' },
  '& .rbc-day-bg.rbc-today, & .rbc-header.rbc-today, & .rbc-allday-cell .rbc-today': {
    bgcolor: 'action.hover',
  },
  '& .cal-background-day': { bgcolor: 'action.selected' },
  '& .cal-focused': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .rbc-event.cal-muted': { textDecoration: 'line-through', opacity: 0.6 },
  '& .rbc-month-view .rbc-event': phone ? { bgcolor: 'transparent !important', p: 0 } : {},
  '& .rbc-toolbar': { display: 'none' },
  '& .rbc-header': { fontWeight: 500 },
});
