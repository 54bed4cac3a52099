// react-big-calendar set up for the widget: a dayjs localizer whose month grid always has 42 cells, the
// drag-and-drop calendar over the widget's events, and the times the grid is measured in.
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { Calendar as BigCalendar, dayjsLocalizer } from 'react-big-calendar';
import dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { monthCells } from './range';
import type { CalendarEvent } from './types';

/** An event as react-big-calendar takes it, with the widget's event it came from. */
export interface BigEvent {
  source: CalendarEvent;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

export const localizer = dayjsLocalizer(dayjs);
// The month grid always has 42 cells.
const globalWeekStart = (): 0 | 1 => (dayjs.Ls[dayjs.locale()]?.weekStart === 1 ? 1 : 0);
localizer.visibleDays = (date: Date) => monthCells(date, globalWeekStart());
localizer.lastVisibleDay = (date: Date) => dayjs(monthCells(date, globalWeekStart()).at(-1)).endOf('day').toDate();
// The add-on is CommonJS only: the bundle hands over its exports object, the tests its function.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
export const DnDCalendar = withDragAndDrop<BigEvent>(BigCalendar);

// A time of day on the shown date: react-big-calendar measures its grid against these, and a date of another season
// (1970, when Israel kept no summer time) would put every event an hour off.
export const timeOn = (date: Date, minutes: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(minutes / 60), minutes % 60);
export const shifted = (date: Date, minutes: number) => (minutes ? dayjs(date).add(minutes, 'minute').toDate() : date);
