import { useGetIdentity } from 'react-admin';
import { useRemembered } from '../../lib/useRemembered';
import { DAY_HOURS, type DayHours } from './constants';

const isDayHours = (value: unknown): value is DayHours => typeof value === 'string' && value in DAY_HOURS;

/** The hours the signed-in person's week and day views show (DAY_HOURS), remembered in this browser per user. */
export function useDayHours(): [DayHours, (hours: DayHours) => void] {
  const { identity } = useGetIdentity();
  return useRemembered<DayHours>(`calendar.day_hours.${String(identity?.id ?? 'anonymous')}`, 'all', isDayHours);
}
