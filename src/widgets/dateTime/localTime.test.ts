import { describe, expect, it } from 'vitest';
import { fromInputValue, spelledOut, toInputValue } from './localTime';

describe('date-time field values', () => {
  it('reads the input wall-clock value in the browser zone and writes it back unchanged', () => {
    const iso = fromInputValue('2026-11-26T09:00')!;
    expect(toInputValue(iso)).toBe('2026-11-26T09:00');
    expect(fromInputValue('')).toBeNull();
    expect(fromInputValue('not a date')).toBeNull();
    expect(toInputValue(null)).toBe('');
  });
  it('spells the instant out in Hebrew or English in the given zone, with the zone named', () => {
    const he = spelledOut('2026-11-26T07:00:00Z', 'he', 'Asia/Jerusalem');
    expect(he).toContain('09:00');
    expect(he).toContain('נובמבר');
    const en = spelledOut('2026-11-26T07:00:00Z', 'en', 'Europe/London');
    expect(en).toContain('07:00');
    expect(en).toMatch(/Thursday, 26 November 2026/);
    expect(en).toMatch(/Greenwich Mean Time/);
  });
});
