// Israeli holidays by the Hebrew calendar (the browser's Intl knows it): days a calendar can show in the background.
// Independence Day follows the rule used since 2004 (moved off Friday, Saturday and Monday); Tisha B'Av off Saturday.
import dayjs from 'dayjs';

export const HOLIDAYS = [
  'rosh_hashana',
  'yom_kippur',
  'sukkot',
  'simchat_torah',
  'hanukkah',
  'purim',
  'pesach',
  'pesach_end',
  'yom_haatzmaut',
  'shavuot',
  'tisha_bav',
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

const hebrew = new Intl.DateTimeFormat('en-u-ca-hebrew', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The Hebrew day and month ('Tishri', 'Adar II') of a date 'YYYY-MM-DD'. */
function hebrewDate(iso: string): { day: number; month: string } {
  const parts = hebrew.formatToParts(new Date(`${iso}T12:00:00Z`));
  return {
    day: Number(parts.find((p) => p.type === 'day')?.value),
    month: parts.find((p) => p.type === 'month')?.value ?? '',
  };
}

const FIXED: Record<string, Holiday> = {
  'Tishri 1': 'rosh_hashana',
  'Tishri 2': 'rosh_hashana',
  'Tishri 10': 'yom_kippur',
  'Tishri 15': 'sukkot',
  'Tishri 22': 'simchat_torah',
  'Kislev 25': 'hanukkah',
  'Adar 14': 'purim',
  'Adar II 14': 'purim',
  'Nisan 15': 'pesach',
  'Nisan 21': 'pesach_end',
  'Sivan 6': 'shavuot',
};

/** The holiday on a date 'YYYY-MM-DD', if any. */
export function holidayOn(iso: string): Holiday | undefined {
  const { day, month } = hebrewDate(iso);
  const fixed = FIXED[`${month} ${day}`];
  if (fixed) return fixed;
  const weekday = dayjs(iso).day();
  if (month === 'Iyar') {
    // 5 Iyar on Friday or Saturday moves to Thursday; on Monday to Tuesday
    const wanted = weekday === 4 ? [3, 4, 5] : weekday === 2 ? [5, 6] : [5];
    if (wanted.includes(day)) {
      const fifth = dayjs(iso)
        .add(5 - day, 'day')
        .day();
      if (day === 5 && ![5, 6, 1].includes(fifth)) return 'yom_haatzmaut';
      if (day === 4 && fifth === 5 && weekday === 4) return 'yom_haatzmaut';
      if (day === 3 && fifth === 6 && weekday === 4) return 'yom_haatzmaut';
      if (day === 6 && fifth === 1 && weekday === 2) return 'yom_haatzmaut';
    }
  }
  if (month === 'Av' && ((day === 9 && weekday !== 6) || (day === 10 && weekday === 0))) return 'tisha_bav';
  return undefined;
}

/** Holidays from `start` up to (not including) `end`, as { date, holiday }. */
export function holidaysBetween(start: Date, end: Date): Array<{ date: string; holiday: Holiday }> {
  const out: Array<{ date: string; holiday: Holiday }> = [];
  for (let d = dayjs(start).startOf('day'); d.isBefore(end); d = d.add(1, 'day')) {
    const iso = d.format('YYYY-MM-DD');
    const holiday = holidayOn(iso);
    if (holiday) out.push({ date: iso, holiday });
  }
  return out;
}
