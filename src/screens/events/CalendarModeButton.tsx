import Button from '@mui/material/Button';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslate } from 'react-admin';
import { useRemembered } from '../../lib/useRemembered';

export type EventsMode = 'calendar' | 'list';
/** How /shop/events shows the events, remembered on this device. */
const isMode = (value: unknown): value is EventsMode => value === 'calendar' || value === 'list';
export const useEventsMode = () => useRemembered<EventsMode>('shop.events.mode', 'calendar', isMode);

/** Back to the calendar, from the list's toolbar. */
export const CalendarModeButton = () => {
  const translate = useTranslate();
  const [, setMode] = useEventsMode();
  return (
    <Button size="small" startIcon={<CalendarMonthOutlined />} onClick={() => setMode('calendar')}>
      {translate('resources.events.page.calendar')}
    </Button>
  );
};
