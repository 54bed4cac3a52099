// New times chosen on the grid: a drag over it (or a long press), a tap on the time grid on touch screens (react-big-
// calendar selects there only after a long press: a tap creates an hour), and an event dragged or resized. Times on
// the week and day grids are moved on by the grid's offset before they are handed to the screen.
import { useRef, type MouseEvent } from 'react';
import dayjs from 'dayjs';
import type { SlotInfo } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { shifted, type BigEvent } from './bigCalendar';
import { visibleRange } from './range';
import { eventTimeOf, minutesAtOffset, type DayBoundaries } from './time';
import type { CalendarProps } from './types';

interface Grid {
  /** Minutes the shown grid's times are moved back by (0 in month and agenda). */
  offset: number;
  /** The day's first hour, in minutes after midnight. */
  windowOffset: number;
  dayBoundaries: DayBoundaries;
}

export function useRangeSelection(props: CalendarProps, { offset, windowOffset, dayBoundaries }: Grid) {
  const { view, date, weekStart, onSelectRange, onEventMove } = props;

  const selectSlot = (slot: SlotInfo) => {
    if (!onSelectRange) return;
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
    onSelectRange({
      ...(allDay ? eventTimeOf(start, end, true) : eventTimeOf(shifted(start, offset), shifted(end, offset))),
      allDay,
    });
  };

  const move = ({ event, start, end, isAllDay }: EventInteractionArgs<BigEvent>) => {
    const allDay = Boolean(isAllDay ?? event.allDay);
    const [from, to] = allDay
      ? [new Date(start), new Date(end)]
      : [shifted(new Date(start), offset), shifted(new Date(end), offset)];
    onEventMove?.(event.source, { ...eventTimeOf(from, to, allDay), allDay });
  };

  const pointer = useRef('mouse');
  const tapOnGrid = (e: MouseEvent<HTMLDivElement>) => {
    if (pointer.current !== 'touch' || !onSelectRange || view === 'month' || view === 'agenda') return;
    const target = e.target as HTMLElement;
    const column = target.closest<HTMLElement>('.rbc-day-slot');
    if (!column || target.closest('.rbc-event')) return;
    const columns = Array.from(column.parentElement?.children ?? []).filter((c) =>
      c.classList.contains('rbc-day-slot'),
    );
    const rect = column.getBoundingClientRect();
    // minutes into the column's window (past midnight on a flexible day), from its first hour
    const within =
      (minutesAtOffset(e.clientY - rect.top, rect.height, dayBoundaries, 30) - windowOffset + 24 * 60) % (24 * 60);
    const start = dayjs(visibleRange(view, date, weekStart).start)
      .add(Math.max(0, columns.indexOf(column)), 'day')
      .add(windowOffset + within, 'minute');
    onSelectRange({ ...eventTimeOf(start.toDate(), start.add(1, 'hour').toDate()), allDay: false });
  };

  return { selectSlot, move, tapOnGrid, setPointer: (type: string) => (pointer.current = type) };
}
