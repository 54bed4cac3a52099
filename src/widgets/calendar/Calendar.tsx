// The calendar widget: views month, week, day and agenda over
// react-big-calendar, right to left in Hebrew, weeks from Sunday or Monday, drag over the grid to create, drag an event
// to move or resize it, a popover on click, background days, a dot per event on phones, keyboard moves between days.
// Load it lazily (`LazyCalendar` in index.ts): it is not part of the first load.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { Calendar as BigCalendar, dayjsLocalizer, type EventProps, type SlotInfo } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useLocaleState, useTranslate } from 'react-admin';
import { CalendarToolbar } from './CalendarToolbar';
import {
  DAY_HOURS,
  dayHoursOf,
  DRAG_SNAP_MINUTES,
  HOUR_HEIGHT,
  MIN_EVENT_HEIGHT,
  PHONE_WIDTH,
  POPOVER_HEIGHT,
  POPOVER_WIDTH,
  AGENDA_EVENT_MAX_HEIGHT,
} from './constants';
import { AGENDA_DAYS, monthCells, visibleRange, type CalendarView } from './range';
import { eventTimeOf, gridWindow, minutesAtOffset, parseEventTime, type DayBoundaries, type EventTime } from './time';
import { isDoubleTap, isPopoverClick, type Tap } from './touch';

/** An event as the widget takes it (SPEC section 3 'Calendar event'): times in form use, local time. */
export interface CalendarEvent {
  id: string | number;
  title: string;
  start_time: string;
  end_time: string;
  /** Falls back to the theme's primary colour. */
  color?: string | null;
  /** Shown struck through (a cancelled event). */
  muted?: boolean;
}

/** A day shown in the background (a holiday, a closure) with its name. */
export interface BackgroundDay {
  date: string;
  label: string;
}

export interface CalendarProps {
  events: readonly CalendarEvent[];
  view: CalendarView;
  onView(view: CalendarView): void;
  date: Date;
  onNavigate(date: Date): void;
  weekStart: 0 | 1;
  onWeekStart?(weekStart: 0 | 1): void;
  /**
   * Whole hours as time points (default 0 to 2400) the week and day views show: a part of the day (800 to 2000), or
   * a flexible day past midnight (1600 to 200: each column is the evening of its date and the night after it).
   */
  dayBoundaries?: DayBoundaries;
  /** Staff may choose the hours (DAY_HOURS) in the toolbar. */
  onDayBoundaries?(boundaries: DayBoundaries): void;
  backgroundDays?: readonly BackgroundDay[];
  /** A drag over the grid, or a tap on it: the range in form use, earlier first. */
  onSelectRange?(time: EventTime & { allDay: boolean }): void;
  /** What the popover shows for a clicked event (with a way to close it); without it a click calls onEventClick. */
  renderPopover?(event: CalendarEvent, close: () => void): ReactNode;
  onEventClick?(event: CalendarEvent): void;
  /** A double click or a double tap on an event. */
  onEventOpen?(event: CalendarEvent): void;
  /** An event dragged or resized to a new time; events can be moved only when this is given. */
  onEventMove?(event: CalendarEvent, time: EventTime & { allDay: boolean }): void;
  /** Extra buttons in the toolbar (a "list" switch). */
  toolbarExtra?: ReactNode;
}

interface BigEvent {
  source: CalendarEvent;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

const localizer = dayjsLocalizer(dayjs);
// The month grid always has 42 cells.
const globalWeekStart = (): 0 | 1 => (dayjs.Ls[dayjs.locale()]?.weekStart === 1 ? 1 : 0);
localizer.visibleDays = (date: Date) => monthCells(date, globalWeekStart());
localizer.lastVisibleDay = (date: Date) => dayjs(monthCells(date, globalWeekStart()).at(-1)).endOf('day').toDate();
// The add-on is CommonJS only: the bundle hands over its exports object, the tests its function.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DnDCalendar = withDragAndDrop<BigEvent>(BigCalendar);

/** A dayjs locale per language and week start ('he-0', 'en-1'), made once. */
function cultureOf(language: string, weekStart: 0 | 1): string {
  const name = `${language}-${weekStart}`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...(dayjs.Ls[language] ?? dayjs.Ls.en!), name, weekStart }, undefined, true);
  return name;
}

const sameDay = (a: Date, b: Date) => dayjs(a).isSame(b, 'day');
// A time of day on the shown date: react-big-calendar measures its grid against these, and a date of another season
// (1970, when Israel kept no summer time) would put every event an hour off.
const timeOn = (date: Date, minutes: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(minutes / 60), minutes % 60);
const shifted = (date: Date, minutes: number) => (minutes ? dayjs(date).add(minutes, 'minute').toDate() : date);

/** An event's title, someone's text: its own isolated run. */
const Title = ({ title }: EventProps<BigEvent>) => <bdi>{title}</bdi>;

/** A dot for each event in a month cell on phones. */
const Dot = ({ event }: EventProps<BigEvent>) => (
  <Box
    component="span"
    aria-label={event.title}
    title={event.title}
    sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
  />
);

export const Calendar = (props: CalendarProps) => {
  const { events, view, onView, date, onNavigate, weekStart, dayBoundaries = { start: 0, end: 2400 } } = props;
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const phone = useMediaQuery(`(max-width:${PHONE_WIDTH - 0.05}px)`);
  const rtl = theme.direction === 'rtl';
  const culture = cultureOf(locale === 'he' ? 'he' : 'en', weekStart);
  // react-big-calendar's dayjs localizer reads the global locale for week starts: set it while the calendar is shown.
  const previousLocale = useRef(dayjs.locale());
  dayjs.locale(culture);
  useEffect(() => {
    const before = previousLocale.current;
    return () => void dayjs.locale(before);
  }, []);

  // The week and day grids run from the day's first hour: times on them are moved back by `offset` minutes (so a
  // flexible day's hours past midnight stay in its column), and moved on again in labels and in what they emit.
  const window = gridWindow(dayBoundaries);
  const offset = view === 'week' || view === 'day' ? window.offset : 0;
  const [min, max] =
    offset || window.length < 24 * 60
      ? [timeOn(date, 0), timeOn(date, Math.min(window.length, 24 * 60 - 1))]
      : [undefined, undefined];

  const { items, invalid } = useMemo(() => {
    const list: BigEvent[] = [];
    let bad = 0;
    for (const source of events) {
      try {
        const { start, end, allDay } = parseEventTime({ start: source.start_time, end: source.end_time });
        list.push({
          source,
          title: source.title,
          start: allDay ? start : shifted(start, -offset),
          end: allDay ? end : shifted(end, -offset),
          allDay,
        });
      } catch {
        bad += 1;
      }
    }
    return { items: list, invalid: bad };
  }, [events, offset]);

  const [popover, setPopover] = useState<{ event: CalendarEvent; top: number; left: number } | null>(null);
  const lastTap = useRef<{ id: CalendarEvent['id']; tap: Tap } | null>(null);
  const backdropDown = useRef<Tap | null>(null);
  const [focused, setFocused] = useState(false);

  const selectEvent = (event: BigEvent, e: React.SyntheticEvent) => {
    const native = e.nativeEvent as MouseEvent;
    const tap = { time: Date.now(), x: native.clientX ?? 0, y: native.clientY ?? 0 };
    const previous = lastTap.current?.id === event.source.id ? lastTap.current.tap : null;
    lastTap.current = { id: event.source.id, tap };
    if (props.onEventOpen && isDoubleTap(previous, tap)) {
      setPopover(null);
      props.onEventOpen(event.source);
      return;
    }
    if (props.renderPopover) setPopover({ event: event.source, top: tap.y, left: tap.x });
    else props.onEventClick?.(event.source);
  };

  const selectSlot = (slot: SlotInfo) => {
    if (!props.onSelectRange) return;
    const start = slot.start as Date;
    let end = slot.end as Date;
    const allDay =
      view === 'month' ||
      (dayjs(start).format('HH:mm') === '00:00' &&
        dayjs(end).format('HH:mm') === '00:00' &&
        end > start &&
        slot.slots.length <= 1 + dayjs(end).diff(start, 'day'));
    // a tap on the time grid gives one 5-minute slot: make it an hour
    if (!allDay && slot.action !== 'select') end = dayjs(start).add(1, 'hour').toDate();
    props.onSelectRange({
      ...(allDay ? eventTimeOf(start, end, true) : eventTimeOf(shifted(start, offset), shifted(end, offset))),
      allDay,
    });
  };

  const move = ({ event, start, end, isAllDay }: EventInteractionArgs<BigEvent>) => {
    const allDay = Boolean(isAllDay ?? event.allDay);
    const [from, to] = allDay
      ? [new Date(start), new Date(end)]
      : [shifted(new Date(start), offset), shifted(new Date(end), offset)];
    props.onEventMove?.(event.source, { ...eventTimeOf(from, to, allDay), allDay });
  };

  // react-big-calendar selects on touch screens only after a long press: a tap on the time grid creates an hour there.
  const pointer = useRef('mouse');
  const tapOnGrid = (e: React.MouseEvent<HTMLDivElement>) => {
    if (pointer.current !== 'touch' || !props.onSelectRange || view === 'month' || view === 'agenda') return;
    const target = e.target as HTMLElement;
    const column = target.closest<HTMLElement>('.rbc-day-slot');
    if (!column || target.closest('.rbc-event')) return;
    const columns = Array.from(column.parentElement?.children ?? []).filter((c) =>
      c.classList.contains('rbc-day-slot'),
    );
    const rect = column.getBoundingClientRect();
    // minutes into the column's window (past midnight on a flexible day), from its first hour
    const within =
      (minutesAtOffset(e.clientY - rect.top, rect.height, dayBoundaries, 30) - window.offset + 24 * 60) % (24 * 60);
    const start = dayjs(visibleRange(view, date, weekStart).start)
      .add(Math.max(0, columns.indexOf(column)), 'day')
      .add(window.offset + within, 'minute');
    props.onSelectRange({ ...eventTimeOf(start.toDate(), start.add(1, 'hour').toDate()), allDay: false });
  };

  const backgroundOf = (day: Date) => props.backgroundDays?.find((b) => b.date === dayjs(day).format('YYYY-MM-DD'));

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

  const messages = {
    today: translate('calendar.today'),
    previous: translate('calendar.previous'),
    next: translate('calendar.next'),
    month: translate('calendar.views.month'),
    week: translate('calendar.views.week'),
    day: translate('calendar.views.day'),
    agenda: translate('calendar.views.agenda'),
    date: translate('calendar.date'),
    time: translate('calendar.time'),
    event: translate('calendar.event'),
    allDay: translate('calendar.all_day'),
    noEventsInRange: translate('calendar.no_events'),
    showMore: (count: number) => translate('calendar.show_more', { count }),
  };
  const movable = Boolean(props.onEventMove);

  return (
    <Box>
      <CalendarToolbar
        view={view}
        onView={onView}
        date={date}
        onNavigate={onNavigate}
        weekStart={weekStart}
        onWeekStart={props.onWeekStart}
        dayHours={dayHoursOf(dayBoundaries)}
        onDayHours={props.onDayBoundaries ? (hours) => props.onDayBoundaries?.(DAY_HOURS[hours]) : undefined}
        culture={culture}
        extra={props.toolbarExtra}
      />
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
        onPointerDown={(e) => (pointer.current = e.pointerType)}
        onClick={tapOnGrid}
        onFocus={(e) => e.target === e.currentTarget && setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={{
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
        }}
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
            eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }, c?: string) =>
              `${localizer.format(shifted(start, offset), 'LT', c)} – ${localizer.format(shifted(end, offset), 'LT', c)}`,
            selectRangeFormat: ({ start, end }: { start: Date; end: Date }, c?: string) =>
              `${localizer.format(shifted(start, offset), 'LT', c)} – ${localizer.format(shifted(end, offset), 'LT', c)}`,
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
            event: Title,
            header: ({ date: day, label }) => {
              const background = backgroundOf(day);
              return (
                <span title={background?.label}>
                  {background && view !== 'month' ? `${label} · ${background.label}` : label}
                </span>
              );
            },
            month: {
              event: phone ? Dot : Title,
              dateHeader: ({ label, date: day, onDrillDown }) => {
                const background = backgroundOf(day);
                return (
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 0.5 }}>
                    {background ? (
                      <Box
                        component="span"
                        sx={{
                          fontSize: 11,
                          color: 'text.secondary',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {background.label}
                      </Box>
                    ) : (
                      <span />
                    )}
                    <Box
                      component="button"
                      type="button"
                      onClick={onDrillDown}
                      sx={{ all: 'unset', cursor: 'pointer', px: 0.5 }}
                    >
                      {label}
                    </Box>
                  </Box>
                );
              },
            },
          }}
        />
      </Box>
      <Popover
        open={popover !== null}
        onClose={(e: { clientX?: number; clientY?: number }, reason) => {
          // a tap that slid 20 px or more (scrolling the page) is not a click outside: the popover stays
          const up = { time: Date.now(), x: e.clientX ?? 0, y: e.clientY ?? 0 };
          if (reason === 'backdropClick' && backdropDown.current && !isPopoverClick(backdropDown.current, up)) return;
          setPopover(null);
        }}
        anchorReference="anchorPosition"
        anchorPosition={popover ? { top: popover.top, left: popover.left } : undefined}
        slotProps={{
          backdrop: {
            onPointerDown: (e: React.PointerEvent) =>
              (backdropDown.current = { time: Date.now(), x: e.clientX, y: e.clientY }),
          },
          paper: {
            sx: { width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)', minHeight: POPOVER_HEIGHT, p: 2 },
            role: 'dialog',
            'aria-label': popover?.event.title,
          },
        }}
      >
        {popover && props.renderPopover ? props.renderPopover(popover.event, () => setPopover(null)) : null}
      </Popover>
    </Box>
  );
};

export default Calendar;
