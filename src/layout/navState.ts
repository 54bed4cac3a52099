import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { storage } from '../lib/storage';

/** Local-storage key of the sidebar state (default open), widths and breakpoints. */
export const NAV_OPEN_KEY = 'navOpen';
export const SIDEBAR_OPEN_WIDTH = 220;
export const SIDEBAR_CLOSED_WIDTH = 80;
/** The sidebar opens by itself when the window grows past this width. */
export const AUTO_OPEN_MIN_WIDTH = 1100;
/** Under this width the bottom menu replaces the sidebar. */
export const MOBILE_MAX_WIDTH = 768;

export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH - 0.02}px)`;
export const WIDE_QUERY = `(min-width:${AUTO_OPEN_MIN_WIDTH + 0.02}px)`;

export const readNavOpen = (): boolean => storage.get(NAV_OPEN_KEY) !== 'false';
export const writeNavOpen = (open: boolean): void => storage.set(NAV_OPEN_KEY, String(open));

export const sidebarWidth = (open: boolean): number => (open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH);

/** The window crossed the auto-open breakpoint upwards: open the sidebar, else keep the state. */
export const navOpenAfterResize = (open: boolean, wasWide: boolean, isWide: boolean): boolean =>
  !wasWide && isWide ? true : open;

/** Under 768 px the bottom menu is shown instead of the sidebar. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY, { noSsr: true });

/** The sidebar's open state, kept under `navOpen`, opened by itself above 1100 px. */
export function useNavOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(readNavOpen);
  const isWide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const wasWide = useRef(isWide);

  const setOpen = useCallback((next: boolean) => {
    writeNavOpen(next);
    setOpenState(next);
  }, []);

  useEffect(() => {
    const next = navOpenAfterResize(readNavOpen(), wasWide.current, isWide);
    wasWide.current = isWide;
    if (next !== readNavOpen()) setOpen(next);
  }, [isWide, setOpen]);

  return [open, setOpen];
}
