import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { Alert, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useTranslate } from 'react-admin';
import { SWIPE_DISMISS_RATIO } from './toasts';

/** Whether a drag of `dx` pixels over a toast `width` wide dismisses it. */
export const dismissesOnRelease = (dx: number, width: number): boolean =>
  width > 0 && Math.abs(dx) >= width * SWIPE_DISMISS_RATIO;

/** A toast that can be dragged sideways to dismiss it, with a close button. */
export const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(
  { id, message, variant, action },
  ref,
) {
  const translate = useTranslate();
  const start = useRef<{ x: number; width: number } | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, width: event.currentTarget.offsetWidth };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDx(event.clientX - start.current.x);
  };
  const onPointerUp = () => {
    if (!start.current) return;
    const dismiss = dismissesOnRelease(dx, start.current.width);
    start.current = null;
    if (dismiss) closeSnackbar(id);
    else setDx(0);
  };

  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref}>
      <Alert
        variant="filled"
        severity={severity}
        role={severity === 'error' ? 'alert' : 'status'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        // No text selection: a second press on selected text would start a native drag and cancel ours.
        sx={{ width: '100%', whiteSpace: 'pre-line', touchAction: 'pan-y', cursor: 'grab', userSelect: 'none' }}
        // Inline, not sx: the right-to-left style plugin would mirror translateX and the toast
        // would move against the finger.
        style={{
          transform: `translateX(${dx}px)`,
          opacity: 1 - Math.min(Math.abs(dx) / 400, 0.7),
          transition: start.current ? 'none' : 'transform 150ms, opacity 150ms',
        }}
        action={
          <>
            {typeof action === 'function' ? action(id) : action}
            <IconButton
              size="small"
              color="inherit"
              aria-label={translate('app.toast.close')}
              onClick={() => closeSnackbar(id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
