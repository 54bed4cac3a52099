import type { ReactNode } from 'react';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

/** Toasts close after 5000 ms, at most 20 stacked, dragged 60% of their width to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 20;
export const SWIPE_DISMISS_RATIO = 0.6;

/** Messages react-admin shows after an API error that the global handler has already explained. */
const GENERIC_AFTER_API_ERROR = new Set([
  'ra.notification.http_error',
  'ra.message.invalid_form',
  'ra.notification.item_doesnt_exist',
  'ra.notification.logged_out',
  'ra.notification.not_authorized',
  'ra.auth.auth_check_error',
]);

/** The same message twice within this window is one event seen twice (the handler and a form). */
const DUPLICATE_WINDOW_MS = 1500;

let lastApiErrorAt = -Infinity;
const recent = new Map<string, number>();

export interface ToastOptions {
  variant?: ToastVariant;
  /** The raw message or key before translation (to recognise react-admin's generic texts). */
  key?: string;
  /** Shown by the global API error handler. */
  fromApi?: boolean;
  action?: (id: SnackbarKey) => ReactNode;
  autoHideDuration?: number | null;
  onClose?: () => void;
  now?: number;
}

/** True when the toast adds nothing to what is already on screen. */
export function isRedundant(message: string, options: ToastOptions = {}): boolean {
  const now = options.now ?? Date.now();
  const variant = options.variant ?? 'info';
  if (variant === 'error' && !options.fromApi && options.key && GENERIC_AFTER_API_ERROR.has(options.key)) {
    if (now - lastApiErrorAt < DUPLICATE_WINDOW_MS) return true;
  }
  const seenAt = recent.get(`${variant}:${message}`);
  return seenAt !== undefined && now - seenAt < DUPLICATE_WINDOW_MS;
}

/** Shows a toast (through notistack), unless it repeats one shown a moment ago. */
export function showToast(message: string, options: ToastOptions = {}): SnackbarKey | null {
  const now = options.now ?? Date.now();
  const variant = options.variant ?? 'info';
  if (!message || isRedundant(message, options)) return null;
  recent.set(`${variant}:${message}`, now);
  if (options.fromApi) lastApiErrorAt = now;
  return enqueueSnackbar(message, {
    variant,
    action: options.action,
    autoHideDuration: options.autoHideDuration === undefined ? TOAST_DURATION_MS : options.autoHideDuration,
    onClose: options.onClose ? () => options.onClose?.() : undefined,
  });
}

export const dismissToast = (id: SnackbarKey) => closeSnackbar(id);

/** Closes every toast (a sign-in error must not follow the user in). */
export const dismissAllToasts = () => closeSnackbar();

/** For tests. */
export const resetToastMemory = () => {
  recent.clear();
  lastApiErrorAt = -Infinity;
};
