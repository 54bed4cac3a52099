import { useEffect } from 'react';
import { Button } from '@mui/material';
import { closeSnackbar } from 'notistack';
import {
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { showToast } from './toasts';

/**
 * Replaces react-admin's single Snackbar: every `notify()` becomes a stacked toast
 * (undo button for undoable mutations).
 */
export const ToastBridge = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const batch = notifications;
    setNotifications((current: NotificationPayload[]) => current.slice(batch.length));
    for (const { message, type, notificationOptions = {} } of batch) {
      if (typeof message !== 'string') continue;
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      let undone = false;
      const finish = (isUndo: boolean) => {
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      };
      showToast(translate(message, { _: message, ...messageArgs }), {
        variant: type,
        key: message,
        autoHideDuration,
        action: undoable
          ? (id) => (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  undone = true;
                  finish(true);
                  closeSnackbar(id);
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            )
          : undefined,
        onClose: undoable ? () => !undone && finish(false) : undefined,
      });
    }
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
};
