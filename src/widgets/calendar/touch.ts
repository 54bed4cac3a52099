// Taps on touch screens: a double tap is two taps within 300 ms that moved under 10 px;
// the popover treats a tap that moved under 20 px as a click (not a drag), and closes.
import { DOUBLE_TAP_MS, POPOVER_TAP_PX, TAP_MOVE_PX } from './constants';

export interface Tap {
  time: number;
  x: number;
  y: number;
}

const distance = (a: Tap, b: Tap) => Math.hypot(a.x - b.x, a.y - b.y);

export const isDoubleTap = (previous: Tap | null, next: Tap): boolean =>
  previous !== null && next.time - previous.time <= DOUBLE_TAP_MS && distance(previous, next) < TAP_MOVE_PX;

/** A touch that started at `down` and ended at `up` counts as a click for closing the popover. */
export const isPopoverClick = (down: Tap, up: Tap): boolean => distance(down, up) < POPOVER_TAP_PX;
