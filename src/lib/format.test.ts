import { describe, expect, it } from 'vitest';
import {
  formatAxis,
  formatDate,
  formatDateTime,
  formatLong,
  formatRelative,
  formatSpelledOut,
  formatTime,
} from './format';

const at = new Date(2026, 10, 25, 10, 15);

describe('showing dates', () => {
  it('shows a day as DD.MM.YY and a moment as DD.MM.YY HH:mm, 24-hour', () => {
    expect(formatDate('2026-11-25')).toBe('25.11.26');
    expect(formatDate(at)).toBe('25.11.26');
    expect(formatDateTime(new Date(2027, 1, 18, 14, 47))).toBe('18.02.27 14:47');
    expect(formatTime(new Date(2027, 1, 18, 9, 5))).toBe('09:05');
    expect(formatTime('17:45')).toBe('17:45');
  });
  it('shows nothing for nothing, and what is not a date as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
  it('labels chart axes by day, month and hour', () => {
    expect(formatAxis('2026-11-05', 'day')).toBe('05.11');
    expect(formatAxis('2026-11-01', 'month')).toBe('11.26');
    expect(formatAxis(new Date(2026, 10, 5, 14, 30), 'hour')).toBe('05.11 14:00');
  });
  it('spells a moment out in the user language with its zone, and in full on hover', () => {
    const he = formatSpelledOut('2026-11-26T07:00:00Z', 'he', 'Asia/Jerusalem');
    expect(he).toContain('09:00');
    expect(he).toContain('נובמבר');
    const en = formatSpelledOut('2026-11-26T07:00:00Z', 'en', 'Europe/London');
    expect(en).toMatch(/Thursday, 26 November 2026/);
    expect(en).toContain('07:00');
    expect(en).toMatch(/Greenwich Mean Time/);
    expect(formatLong(new Date(2026, 10, 26, 21, 5), 'en')).toMatch(/Thursday, November 26, 2026.*21:05/);
  });
});

describe('relative time in English, Spanish, French and Hebrew', () => {
  const now = new Date(2026, 10, 25, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('tells the largest whole unit', () => {
    expect(formatRelative(ago(3 * 60), 'en', now)).toBe('3 minutes ago');
    expect(formatRelative(ago(3 * 60), 'es', now)).toBe('hace 3 minutos');
    expect(formatRelative(ago(3 * 60), 'fr', now)).toBe('il y a 3 minutes');
    expect(formatRelative(ago(3 * 60), 'he', now)).toBe('לפני 3 דקות');
    expect(formatRelative(ago(2 * 3600 + 59), 'en', now)).toBe('2 hours ago');
    expect(formatRelative(new Date(now.getTime() + 3 * 86_400_000), 'en', now)).toBe('in 3 days');
    expect(formatRelative(new Date(now.getTime() + 3 * 86_400_000), 'fr', now)).toBe('dans 3 jours');
  });
  it('says yesterday and now in words', () => {
    expect(formatRelative(ago(86_400), 'en', now)).toBe('yesterday');
    expect(formatRelative(ago(86_400), 'he', now)).toBe('אתמול');
    expect(formatRelative(ago(86_400), 'es', now)).toBe('ayer');
    expect(formatRelative(now, 'en', now)).toBe('now');
  });
  it('shows nothing for nothing', () => {
    expect(formatRelative(null, 'en', now)).toBe('');
  });
});
