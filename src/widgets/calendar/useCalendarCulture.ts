// The calendar's dayjs locale for the language and week start ('he-0', 'en-1'), made once. react-big-calendar's
// dayjs localizer reads the global locale for week starts: it is set while the calendar is shown.
import { useEffect, useRef } from 'react';
import dayjs from 'dayjs';

function cultureOf(language: string, weekStart: 0 | 1): string {
  const name = `${language}-${weekStart}`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...(dayjs.Ls[language] ?? dayjs.Ls.en!), name, weekStart }, undefined, true);
  return name;
}

export function useCalendarCulture(locale: string, weekStart: 0 | 1): string {
  const culture = cultureOf(locale === 'he' ? 'he' : 'en', weekStart);
  const previousLocale = useRef(dayjs.locale());
  dayjs.locale(culture);
  useEffect(() => {
    const before = previousLocale.current;
    return () => void dayjs.locale(before);
  }, []);
  return culture;
}
