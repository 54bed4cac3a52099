import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn(() => 'key'), closeSnackbar: vi.fn() }));

const { enqueueSnackbar } = await import('notistack');
const { MAX_TOASTS, showToast, resetToastMemory, SWIPE_DISMISS_RATIO, TOAST_DURATION_MS } = await import('./toasts');
const { dismissesOnRelease } = await import('./SwipeableToast');

describe('toasts', () => {
  beforeEach(() => {
    resetToastMemory();
    vi.mocked(enqueueSnackbar).mockClear();
  });

  it('close after 5000 ms, stack up to 20, dismiss when dragged 60% of their width', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(MAX_TOASTS).toBe(20);
    expect(SWIPE_DISMISS_RATIO).toBe(0.6);
    expect(dismissesOnRelease(180, 300)).toBe(true);
    expect(dismissesOnRelease(-200, 300)).toBe(true);
    expect(dismissesOnRelease(170, 300)).toBe(false);
    showToast('Saved', { variant: 'success' });
    expect(enqueueSnackbar).toHaveBeenCalledWith(
      'Saved',
      expect.objectContaining({ variant: 'success', autoHideDuration: 5000 }),
    );
  });

  it('shows an API error once, even when react-admin reports it again', () => {
    showToast('Name is required', { variant: 'error', fromApi: true, now: 1000 });
    showToast('Name is required', { variant: 'error', key: 'Name is required', now: 1200 });
    showToast('Form invalid', { variant: 'error', key: 'ra.message.invalid_form', now: 1300 });
    expect(enqueueSnackbar).toHaveBeenCalledTimes(1);
  });

  it('still shows react-admin messages when no API error came before, and repeats after a while', () => {
    showToast('The form is not valid', { variant: 'error', key: 'ra.message.invalid_form', now: 1000 });
    showToast('The form is not valid', { variant: 'error', key: 'ra.message.invalid_form', now: 5000 });
    showToast('Other', { variant: 'error', fromApi: true, now: 5100 });
    showToast('Different text', { variant: 'error', key: 'Different text', now: 5200 });
    expect(enqueueSnackbar).toHaveBeenCalledTimes(4);
  });
});
