// The calendar widget: views month, week, day and agenda over
// react-big-calendar, right to left in Hebrew, weeks from Sunday or Monday, drag over the grid to create, drag an event
// to move or resize it, a popover on click, background days, a dot per event on phones, keyboard moves between days.
// Load it lazily (`LazyCalendar` in index.ts): it is not part of the first load.
import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { DnDCalendar, localizer, shifted, timeOn } from './bigCalendar';
import { CalendarToolbar } from './CalendarToolbar';
import { calendarSx } from './calendarSx';
import { dayHoursOf, DRAG_SNAP_MINUTES, PHONE_WIDTH } from './constants';
import { DayHeader, MonthDateHeader } from './DayHeaders';
import { EventDot, EventTitle } from './EventLabels';
import { EventPopover } from './EventPopover';
import { AGENDA_DAYS, type CalendarView } from './range';
import { gridWindow } from './time';
import type { CalendarProps } from './types';
import { useCalendarCulture } from './useCalendarCulture';
import { useCalendarItems } from './useCalendarItems';
import { useCalendarMessages } from './useCalendarMessages';
import { useEventClick } from './useEventClick';
import { useRangeSelection } from './useRangeSelection';

export type { BackgroundDay, CalendarEvent, CalendarProps } from './types';

const sameDay = (a: Date, b: Date) => dayjs(a).isSame(b, 'day');

export const Calendar = (props: CalendarProps) => {
  const { events, view, onView, date, onNavigate, weekStart, dayBoundaries = { start: 0, end: 2400 } } = props;
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const phone = useMediaQuery(`(max-width:${PHONE_WIDTH - 0.05}px)`);
  const rtl = theme.direction === 'rtl';
  const culture = useCalendarCulture(locale, weekStart);
  const messages = useCalendarMessages();

  // The week and day grids run from the day's first hour: times on them are moved back by `offset` minutes (so a
  // flexible day's hours past midnight stay in its column), and moved on again in labels and in what they emit.
  const window = gridWindow(dayBoundaries);
  const offset = view === 'week' || view === 'day' ? window.offset : 0;
  const [min, max] =
    offset || window.length < 24 * 60
      ? [timeOn(date, 0), timeOn(date, Math.min(window.length, 24 * 60 - 1))]
      : [undefined, undefined];

  const { items, invalid } = useCalendarItems(events, offset);
  const { popover, closePopover, selectEvent } = useEventClick(props);
  const { selectSlot, move, tapOnGrid, setPointer } = useRangeSelection(props, {
    offset,
    windowOffset: window.offset,
    dayBoundaries,
  });
  const [focused, setFocused] = useState(false);

  const backgroundOf = (day: Date) => props.backgroundDays?.find((b) => b.date === dayjs(day).format('YYYY-MM-DD'));

  // Arrows move a day (in the reading direction) or a week, Enter opens the day.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const days = { [forward]: 1, [back]: -1, ArrowDown: 7, ArrowUp: -7 }[e.key];
    if (days) {
      e.preventDefault();
      onNavigate(dayjs(date).add(days, 'day').toDate());
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onView('day');
    }
  };
  const movable = Boolean(props.onEventMove);
  const timeRange = ({ start, end }: { start: Date; end: Date }, c?: string) =>
    `${localizer.format(shifted(start, offset), 'LT', c)} – ${localizer.format(shifted(end, offset), 'LT', c)}`;

  return (
    <Box>
      <CalendarToolbar calendar={props} dayHours={dayHoursOf(dayBoundaries)} culture={culture} />
      {invalid ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('calendar.errors.invalid_event')} ({invalid})
        </Alert>
      ) : null}
      <Box
        role="application"
        aria-label={`${translate('calendar.label')}. ${translate('calendar.keyboard_help')}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => setPointer(e.pointerType)}
        onClick={tapOnGrid}
        onFocus={(e) => e.target === e.currentTarget && setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={calendarSx(view, theme, phone)}
      >
        <DnDCalendar
          localizer={localizer}
          culture={culture}
          rtl={rtl}
          events={items}
          view={view}
          views={['month', 'week', 'day', 'agenda']}
          onView={(v) => onView(v as CalendarView)}
          date={date}
          onNavigate={onNavigate}
          toolbar={false}
          messages={messages}
          formats={{
            dateFormat: 'D',
            timeGutterFormat: (d: Date, c?: string) => localizer.format(shifted(d, offset), 'LT', c),
            eventTimeRangeFormat: timeRange,
            selectRangeFormat: timeRange,
          }}
          step={DRAG_SNAP_MINUTES}
          timeslots={60 / DRAG_SNAP_MINUTES}
          length={AGENDA_DAYS}
          min={min}
          max={max}
          scrollToTime={timeOn(date, offset || window.length < 24 * 60 ? 0 : 8 * 60)}
          dayLayoutAlgorithm="no-overlap"
          selectable={Boolean(props.onSelectRange)}
          longPressThreshold={250}
          onSelectSlot={selectSlot}
          onSelectEvent={selectEvent}
          onDoubleClickEvent={(event) => props.onEventOpen?.(event.source)}
          draggableAccessor={(event) => movable && !event.source.muted}
          resizableAccessor={(event) => movable && !event.source.muted && !event.allDay}
          onEventDrop={move}
          onEventResize={move}
          showMultiDayTimes
          popup={false}
          doShowMoreDrillDown
          eventPropGetter={(event) => ({
            className: event.source.muted ? 'cal-muted' : undefined,
            style:
              phone && view === 'month'
                ? { color: event.source.color ?? theme.palette.primary.main }
                : { backgroundColor: event.source.color ?? theme.palette.primary.main, borderColor: 'transparent' },
          })}
          dayPropGetter={(day) => {
            const background = backgroundOf(day);
            const classes = [background ? 'cal-background-day' : '', focused && sameDay(day, date) ? 'cal-focused' : '']
              .filter(Boolean)
              .join(' ');
            return { className: classes || undefined, title: background?.label };
          }}
          components={{
            event: EventTitle,
            header: ({ date: day, label }) => (
              <DayHeader label={label} background={backgroundOf(day)} month={view === 'month'} />
            ),
            month: {
              event: phone ? EventDot : EventTitle,
              dateHeader: ({ label, date: day, onDrillDown }) => (
                <MonthDateHeader label={label} background={backgroundOf(day)} onDrillDown={onDrillDown} />
              ),
            },
          }}
        />
      </Box>
      <EventPopover popover={popover} onClose={closePopover} renderPopover={props.renderPopover} />
    </Box>
  );
};

export default Calendar;
