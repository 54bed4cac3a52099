import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { storage } from '../lib/storage';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH, WIDE_QUERY } from '../theme/dimensions';

/** Local-storage key of the sidebar state (default open). */
export const NAV_OPEN_KEY = 'navOpen';

export const readNavOpen = (): boolean => storage.get(NAV_OPEN_KEY) !== 'false';
export const writeNavOpen = (open: boolean): void => storage.set(NAV_OPEN_KEY, String(open));

export const sidebarWidth = (open: boolean): number => (open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH);

/** The window crossed the auto-open breakpoint upwards: open the sidebar, else keep the state. */
export const navOpenAfterResize = (open: boolean, wasWide: boolean, isWide: boolean): boolean =>
  !wasWide && isWide ? true : open;

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
