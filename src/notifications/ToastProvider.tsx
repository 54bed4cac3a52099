import type { ReactNode } from 'react';
import { GlobalStyles } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { BOTTOM_MENU_HEIGHT } from '../theme/dimensions';
import { MOBILE_QUERY } from '../theme/dimensions';
import { SwipeableToast } from './SwipeableToast';
import { MAX_TOASTS, TOAST_DURATION_MS } from './toasts';

const components = {
  default: SwipeableToast,
  success: SwipeableToast,
  error: SwipeableToast,
  warning: SwipeableToast,
  info: SwipeableToast,
};

// On phones toasts stack above the bottom menu and a form's pinned toolbar.
const phoneOffset = {
  [`@media ${MOBILE_QUERY}`]: { '.notistack-SnackbarContainer': { bottom: `${BOTTOM_MENU_HEIGHT + 72}px !important` } },
};

/** The stacking toaster (notistack) every notification goes through. */
export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <>
    <GlobalStyles styles={phoneOffset} />
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={components}
    >
      {children}
    </SnackbarProvider>
  </>
);
