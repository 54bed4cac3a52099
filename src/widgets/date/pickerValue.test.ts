import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromWire, isoDay, NOT_A_DATE, reasonKey, showsValue, toWire } from './pickerValue';

describe('what the date, date-time and time inputs send and read', () => {
  it('reads and sends a day as ISO, a moment as an instant, a time as HH:mm', () => {
    expect(toWire('date', fromWire('date', '2024-02-29')!)).toBe('2024-02-29');
    expect(toWire('date', fromWire('date', '2024-02-29T10:00:00Z')!)).toBe('2024-02-29');
    const instant = new Date(2026, 10, 25, 10, 15, 42).toISOString();
    expect(toWire('dateTime', fromWire('dateTime', instant)!)).toBe(new Date(2026, 10, 25, 10, 15).toISOString());
    expect(toWire('time', fromWire('time', '07:05')!)).toBe('07:05');
  });
  it('reads nothing from nothing or from what is not of its kind', () => {
    expect(fromWire('date', '')).toBeNull();
    expect(fromWire('date', NOT_A_DATE)).toBeNull();
    expect(fromWire('date', '25.11.2026')).toBeNull();
    expect(fromWire('time', '24:00')).toBeNull();
    expect(fromWire('dateTime', 'soon')).toBeNull();
  });
  it('keeps what is typed when the value is the one it sent, and takes a value set from outside', () => {
    const half = dayjs('not a date');
    expect(showsValue('date', half, NOT_A_DATE)).toBe(true);
    expect(showsValue('date', half, '')).toBe(true);
    expect(showsValue('date', null, '')).toBe(true);
    expect(showsValue('date', dayjs('2024-01-02'), '2024-01-02')).toBe(true);
    expect(showsValue('date', dayjs('2024-01-02'), '')).toBe(false);
    expect(showsValue('date', half, '2024-01-02')).toBe(false);
  });
  it('names the message for each complaint', () => {
    expect(reasonKey('date', 'invalidDate')).toBe('inputs.date.invalid');
    expect(reasonKey('time', 'invalidDate')).toBe('inputs.date.invalid_time');
    expect(reasonKey('dateTime', 'minTime')).toBe('inputs.date.too_early');
    expect(reasonKey('date', 'maxDate')).toBe('inputs.date.too_late');
  });
  it('takes only an ISO day as a day', () => {
    expect(isoDay('2024-01-02')).toBe('2024-01-02');
    expect(isoDay(NOT_A_DATE)).toBeUndefined();
    expect(isoDay('02.01.2024')).toBeUndefined();
  });
});
