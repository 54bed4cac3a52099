import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { SwipeableToast } from './SwipeableToast';
import { MAX_TOASTS, TOAST_DURATION_MS } from './toasts';

const components = {
  default: SwipeableToast,
  success: SwipeableToast,
  error: SwipeableToast,
  warning: SwipeableToast,
  info: SwipeableToast,
};

/** The stacking toaster (notistack) every notification goes through. */
export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    maxSnack={MAX_TOASTS}
    autoHideDuration={TOAST_DURATION_MS}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    Components={components}
  >
    {children}
  </SnackbarProvider>
);
