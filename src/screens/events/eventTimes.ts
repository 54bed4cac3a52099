// An event's stored moments (ISO, with offset) and the calendar's times in form use (local 'YYYY-MM-DD HH:mm', or
// 'YYYY-MM-DD' for a full day whose last day is included). A full-day event is stored from the first day's local
// midnight to the midnight after its last day.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CalendarEvent, EventTime } from '../../widgets/calendar';

dayjs.extend(customParseFormat);

export interface ShopEvent {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  status: 'draft' | 'published' | 'cancelled';
  color?: string | null;
  venue?: string | null;
  online_url?: string | null;
  capacity?: number | null;
  tickets_sold?: number;
  series_id?: number | null;
}

/** What the calendar shows for an event. */
export function toCalendarEvent(event: ShopEvent): CalendarEvent {
  const start = dayjs(event.starts_at);
  const end = dayjs(event.ends_at);
  const times = event.all_day
    ? {
        start_time: start.format('YYYY-MM-DD'),
        end_time: (end.subtract(1, 'minute').isBefore(start) ? start : end.subtract(1, 'minute')).format('YYYY-MM-DD'),
      }
    : { start_time: start.format('YYYY-MM-DD HH:mm'), end_time: end.format('YYYY-MM-DD HH:mm') };
  return { id: event.id, title: event.title, ...times, color: event.color, muted: event.status === 'cancelled' };
}

/** The stored moments for a time the calendar gives (a drag, a move). */
export function toStored(time: EventTime & { allDay: boolean }): {
  starts_at: string;
  ends_at: string;
  all_day: boolean;
} {
  if (time.allDay) {
    return {
      starts_at: dayjs(time.start).startOf('day').toISOString(),
      ends_at: dayjs(time.end).startOf('day').add(1, 'day').toISOString(),
      all_day: true,
    };
  }
  return {
    starts_at: dayjs(time.start, 'YYYY-MM-DD HH:mm').toISOString(),
    ends_at: dayjs(time.end, 'YYYY-MM-DD HH:mm').toISOString(),
    all_day: false,
  };
}
