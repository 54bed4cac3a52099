// react-big-calendar's texts, from the i18n files.
import { useTranslate } from 'react-admin';

export function useCalendarMessages() {
  const translate = useTranslate();
  return {
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
}
