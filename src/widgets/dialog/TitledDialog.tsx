// A dialog named by its title, the whole screen below a breakpoint (its tables and lists need every pixel of a phone's
// width), its content, and its actions: a close button unless it has its own. A dialog that asks for something puts
// its title, content and actions inside its form, so its submit button is among the actions and Enter submits.
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Below this width the dialog takes the whole screen; false: never (a small dialog with one or two inputs). */
  fullScreenBelow?: Breakpoint | false;
  /** Lines above and below the content (a list that scrolls). */
  dividers?: boolean;
  /** The dialog's buttons; a close button when not given. */
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** Inside the dialog, after its actions (a confirmation it opens). */
  after?: ReactNode;
  /** The form around the title, content and actions (a native form, or react-admin's Form with its inputs). */
  form?: (parts: ReactNode) => ReactNode;
  /** Escape and a click outside close the dialog unless this is false (while it does something not to be cut off). */
  dismissable?: boolean;
  /** Made while closed (hidden), so opening only shows it. */
  keepMounted?: boolean;
  /** Called once it has faded out after closing. */
  onExited?: () => void;
  /** The dialog's own size where it does not take the whole screen. */
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}

export function TitledDialog({
  open = true,
  onClose,
  title,
  maxWidth = 'sm',
  fullScreenBelow = 'sm',
  dividers,
  actions,
  actionsSx,
  after,
  form,
  dismissable = true,
  keepMounted,
  onExited,
  paperSx,
  children,
}: Props) {
  const translate = useTranslate();
  // the title names the dialog (its accessible name), by an id of its own
  const titleId = useId();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(fullScreenBelow || 'sm'));
  const fullScreen = fullScreenBelow !== false && narrow;
  const parts = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions sx={actionsSx}>
        {actions ?? <Button onClick={onClose}>{translate('ra.action.close')}</Button>}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      keepMounted={keepMounted}
      onClose={() => dismissable && onClose()}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        ...(paperSx && !fullScreen ? { paper: { sx: paperSx } } : {}),
        ...(onExited ? { transition: { onExited } } : {}),
      }}
    >
      {form ? form(parts) : parts}
      {after}
    </Dialog>
  );
}
