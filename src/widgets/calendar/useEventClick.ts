// A click or tap on an event: a double click or double tap opens it, a single one opens its popover (when the screen
// renders one) or is handed to the screen.
import { useRef, useState, type SyntheticEvent } from 'react';
import type { BigEvent } from './bigCalendar';
import { isDoubleTap, type Tap } from './touch';
import type { CalendarEvent, CalendarProps } from './types';

export interface EventPopoverAt {
  event: CalendarEvent;
  top: number;
  left: number;
}

export function useEventClick({ onEventOpen, renderPopover, onEventClick }: CalendarProps) {
  const [popover, setPopover] = useState<EventPopoverAt | null>(null);
  const lastTap = useRef<{ id: CalendarEvent['id']; tap: Tap } | null>(null);

  const selectEvent = (event: BigEvent, e: SyntheticEvent) => {
    const native = e.nativeEvent as MouseEvent;
    const tap = { time: Date.now(), x: native.clientX ?? 0, y: native.clientY ?? 0 };
    const previous = lastTap.current?.id === event.source.id ? lastTap.current.tap : null;
    lastTap.current = { id: event.source.id, tap };
    if (onEventOpen && isDoubleTap(previous, tap)) {
      setPopover(null);
      onEventOpen(event.source);
      return;
    }
    if (renderPopover) setPopover({ event: event.source, top: tap.y, left: tap.x });
    else onEventClick?.(event.source);
  };

  return { popover, closePopover: () => setPopover(null), selectEvent };
}
