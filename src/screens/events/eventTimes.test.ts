import { describe, expect, it } from 'vitest';
import { toCalendarEvent, toStored, type ShopEvent } from './eventTimes';

const event = (extra: Partial<ShopEvent>): ShopEvent => ({
  id: 1,
  title: 'ערב',
  starts_at: '',
  ends_at: '',
  all_day: false,
  status: 'published',
  ...extra,
});

describe('event times between the server and the calendar', () => {
  it('turns stored moments into local times in form use and back', () => {
    const start = new Date(2026, 11, 3, 19, 0).toISOString();
    const end = new Date(2026, 11, 3, 21, 30).toISOString();
    const shown = toCalendarEvent(event({ starts_at: start, ends_at: end, status: 'cancelled', color: '#c62828' }));
    expect(shown).toMatchObject({
      start_time: '2026-12-03 19:00',
      end_time: '2026-12-03 21:30',
      muted: true,
      color: '#c62828',
    });
    expect(toStored({ start: shown.start_time, end: shown.end_time, allDay: false })).toEqual({
      starts_at: start,
      ends_at: end,
      all_day: false,
    });
  });

  it('stores a full day from its midnight to the midnight after its last day, and shows the last day included', () => {
    const stored = toStored({ start: '2026-12-03', end: '2026-12-04', allDay: true });
    expect(stored).toEqual({
      starts_at: new Date(2026, 11, 3).toISOString(),
      ends_at: new Date(2026, 11, 5).toISOString(),
      all_day: true,
    });
    expect(toCalendarEvent(event({ ...stored }))).toMatchObject({ start_time: '2026-12-03', end_time: '2026-12-04' });
    const oneDay = toStored({ start: '2026-12-03', end: '2026-12-03', allDay: true });
    expect(toCalendarEvent(event({ ...oneDay }))).toMatchObject({ start_time: '2026-12-03', end_time: '2026-12-03' });
  });
});
