import { Suspense, useMemo, type ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Loading, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useRemembered } from '../../lib/useRemembered';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import {
  CALENDAR_VIEWS,
  DAY_HOURS,
  dayHoursOf,
  holidaysBetween,
  LazyCalendar,
  useDayHours,
  useWeekStart,
  visibleRange,
  type CalendarView,
} from '../../widgets/calendar';
import { EventPopover } from './EventPopover';
import { toCalendarEvent, toStored, type ShopEvent } from './eventTimes';

const isView = (value: unknown): value is CalendarView => CALENDAR_VIEWS.includes(value as CalendarView);
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /shop/events as a calendar: the events of the weeks on screen, asked by range; a drag on the grid opens the create
 * form with the times filled, a dragged event moves (with undo), a click shows its details.
 */
export const EventsCalendar = ({ toolbarExtra }: { toolbarExtra: ReactNode }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const phone = useMediaQuery('(max-width:767.95px)');
  const [view, setView] = useRemembered<CalendarView>('shop.events.calendar.view', phone ? 'day' : 'week', isView);
  const [day, setDay] = useRemembered<string>('shop.events.calendar.date', dayjs().format('YYYY-MM-DD'), isDay);
  const [weekStart, setWeekStart] = useWeekStart();
  const [dayHours, setDayHours] = useDayHours();
  const date = useMemo(() => dayjs(day).toDate(), [day]);
  const range = visibleRange(view, date, weekStart);
  const { data = [] } = useGetList<ShopEvent>(
    'shop/events',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'starts_at', order: 'ASC' },
      // a day either side: an event stored in another time zone's day still shows
      filter: {
        ends_after: dayjs(range.start).subtract(1, 'day').toISOString(),
        starts_before: dayjs(range.end).add(1, 'day').toISOString(),
      },
    },
    { placeholderData: keepPreviousData },
  );
  const byId = useMemo(() => new Map(data.map((e) => [e.id, e])), [data]);
  const events = useMemo(() => data.map(toCalendarEvent), [data]);
  const [update] = useUpdate<ShopEvent>();
  // Israeli holidays in the background: staff plan around them
  const holidays = useMemo(
    () =>
      holidaysBetween(range.start, range.end).map(({ date, holiday }) => ({
        date,
        label: translate(`calendar.holidays.${holiday}`),
      })),
    [range.start.getTime(), range.end.getTime(), translate], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Suspense fallback={<Loading />}>
      <LazyCalendar
        events={events}
        view={view}
        onView={setView}
        date={date}
        onNavigate={(next) => setDay(dayjs(next).format('YYYY-MM-DD'))}
        weekStart={weekStart}
        onWeekStart={setWeekStart}
        dayBoundaries={DAY_HOURS[dayHours]}
        onDayBoundaries={(boundaries) => setDayHours(dayHoursOf(boundaries) ?? 'all')}
        toolbarExtra={toolbarExtra}
        backgroundDays={holidays}
        onSelectRange={(time) =>
          navigate({
            pathname: '/shop/events/create',
            search: `?source=${encodeURIComponent(JSON.stringify(toStored(time)))}`,
          })
        }
        onEventMove={async (event, time) => {
          const previous = byId.get(Number(event.id));
          if (!previous) return;
          const data = toStored(time);
          // the undoable change is queued first, then the toast that can take it back
          await update('shop/events', { id: previous.id, data, previousData: previous }, { mutationMode: 'undoable' });
          notify(translate('resources.events.page.moved', { when: formatDateTime(data.starts_at) }), {
            type: 'info',
            undoable: true,
          });
        }}
        onEventOpen={(event) => navigate(`/shop/events/${event.id}`)}
        renderPopover={(event, close) => {
          const record = byId.get(Number(event.id));
          return record ? <EventPopover event={record} close={close} /> : null;
        }}
      />
    </Suspense>
  );
};
