// The popover of a clicked event, at the click, with what the screen renders for it.
import { useRef, type PointerEvent, type ReactNode } from 'react';
import Popover from '@mui/material/Popover';
import { POPOVER_HEIGHT, POPOVER_WIDTH } from './constants';
import { isPopoverClick, type Tap } from './touch';
import type { CalendarEvent } from './types';
import type { EventPopoverAt } from './useEventClick';

interface Props {
  popover: EventPopoverAt | null;
  onClose: () => void;
  renderPopover: ((event: CalendarEvent, close: () => void) => ReactNode) | undefined;
}

export function EventPopover({ popover, onClose, renderPopover }: Props) {
  const backdropDown = useRef<Tap | null>(null);
  return (
    <Popover
      open={popover !== null}
      onClose={(e: { clientX?: number; clientY?: number }, reason) => {
        // a tap that slid 20 px or more (scrolling the page) is not a click outside: the popover stays
        const up = { time: Date.now(), x: e.clientX ?? 0, y: e.clientY ?? 0 };
        if (reason === 'backdropClick' && backdropDown.current && !isPopoverClick(backdropDown.current, up)) return;
        onClose();
      }}
      anchorReference="anchorPosition"
      anchorPosition={popover ? { top: popover.top, left: popover.left } : undefined}
      slotProps={{
        backdrop: {
          onPointerDown: (e: PointerEvent) => (backdropDown.current = { time: Date.now(), x: e.clientX, y: e.clientY }),
        },
        paper: {
          sx: { width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)', minHeight: POPOVER_HEIGHT, p: 2 },
          role: 'dialog',
          'aria-label': popover?.event.title,
        },
      }}
    >
      {popover && renderPopover ? renderPopover(popover.event, onClose) : null}
    </Popover>
  );
}
