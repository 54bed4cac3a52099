import { useGetIdentity } from 'react-admin';
import { useRemembered } from '../../lib/useRemembered';
import { DEFAULT_WEEK_START } from './constants';

const isWeekStart = (value: unknown): value is 0 | 1 => value === 0 || value === 1;

/** The signed-in person's week start (0 Sunday, 1 Monday), remembered in this browser per user. */
export function useWeekStart(): [0 | 1, (weekStart: 0 | 1) => void] {
  const { identity } = useGetIdentity();
  return useRemembered<0 | 1>(
    `calendar.week_start.${String(identity?.id ?? 'anonymous')}`,
    DEFAULT_WEEK_START,
    isWeekStart,
  );
}
