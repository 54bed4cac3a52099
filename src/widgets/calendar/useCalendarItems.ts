// The widget's events as react-big-calendar takes them, timed events moved back by the grid's offset; events whose
// times cannot be read are left out and counted.
import { useMemo } from 'react';
import { shifted, type BigEvent } from './bigCalendar';
import { parseEventTime } from './time';
import type { CalendarEvent } from './types';

export function useCalendarItems(events: readonly CalendarEvent[], offset: number) {
  return useMemo(() => {
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
}
