import useMediaQuery from '@mui/material/useMediaQuery';

/** Heights of the fixed bars, widths of the sidebar and the breakpoints: read by the theme, the frame and its parts. */
export const APP_BAR_HEIGHT = 56;
export const BOTTOM_MENU_HEIGHT = 60;
export const SIDEBAR_OPEN_WIDTH = 220;
export const SIDEBAR_CLOSED_WIDTH = 80;
/** The sidebar opens by itself when the window grows past this width. */
export const AUTO_OPEN_MIN_WIDTH = 1100;
/** Under this width the bottom menu replaces the sidebar. */
export const MOBILE_MAX_WIDTH = 768;

export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH - 0.02}px)`;
export const WIDE_QUERY = `(min-width:${AUTO_OPEN_MIN_WIDTH + 0.02}px)`;

/** Under 768 px the bottom menu is shown instead of the sidebar. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY, { noSsr: true });
