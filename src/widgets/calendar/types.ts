// What the calendar widget takes: its events, background days and props.
import type { ReactNode } from 'react';
import type { DayBoundaries, EventTime } from './time';
import type { CalendarView } from './range';

/** An event as the widget takes it times in form use, local time. */
export interface CalendarEvent {
  id: string | number;
  title: string;
  start_time: string;
  end_time: string;
  /** Falls back to the theme's primary colour. */
  color?: string | null;
  /** Shown struck through (a cancelled event). */
  muted?: boolean;
}

/** A day shown in the background (a holiday, a closure) with its name. */
export interface BackgroundDay {
  date: string;
  label: string;
}

export interface CalendarProps {
  events: readonly CalendarEvent[];
  view: CalendarView;
  onView(view: CalendarView): void;
  date: Date;
  onNavigate(date: Date): void;
  weekStart: 0 | 1;
  onWeekStart?(weekStart: 0 | 1): void;
  /**
   * Whole hours as time points (default 0 to 2400) the week and day views show: a part of the day (800 to 2000), or
   * a flexible day past midnight (1600 to 200: each column is the evening of its date and the night after it).
   */
  dayBoundaries?: DayBoundaries;
  /** Staff may choose the hours (DAY_HOURS) in the toolbar. */
  onDayBoundaries?(boundaries: DayBoundaries): void;
  backgroundDays?: readonly BackgroundDay[];
  /** A drag over the grid, or a tap on it: the range in form use, earlier first. */
  onSelectRange?(time: EventTime & { allDay: boolean }): void;
  /** What the popover shows for a clicked event (with a way to close it); without it a click calls onEventClick. */
  renderPopover?(event: CalendarEvent, close: () => void): ReactNode;
  onEventClick?(event: CalendarEvent): void;
  /** A double click or a double tap on an event. */
  onEventOpen?(event: CalendarEvent): void;
  /** An event dragged or resized to a new time; events can be moved only when this is given. */
  onEventMove?(event: CalendarEvent, time: EventTime & { allDay: boolean }): void;
  /** Extra buttons in the toolbar (a "list" switch). */
  toolbarExtra?: ReactNode;
}
