// A dialog named by its title, the whole screen below a breakpoint (its tables and lists need every pixel of a phone's
// width), its content, and its actions: a close button unless it has its own. A dialog that asks for something puts
// its title, content and actions inside its form, so its submit button is among the actions and Enter submits.
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
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
  /** The dialog's buttons; a close button when not given; false: none (a progress, a form with buttons of its own). */
  actions?: ReactNode | false;
  /** A close icon at the title's end in place of the close button (a sheet to glance at, a wizard's steps). */
  closeIcon?: boolean;
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

const TITLE_BESIDE_ICON_SX = { paddingInlineEnd: 6 } as const;
const CLOSE_ICON_SX = { position: 'absolute', top: 8, insetInlineEnd: 8 } as const;

export function TitledDialog({
  open = true,
  onClose,
  title,
  maxWidth = 'sm',
  fullScreenBelow = 'sm',
  dividers,
  actions,
  closeIcon = false,
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
  const close = translate('ra.action.close');
  const buttons =
    actions === false ? null : (actions ?? (closeIcon ? null : <Button onClick={onClose}>{close}</Button>));
  const parts = (
    <>
      <DialogTitle id={titleId} sx={closeIcon ? TITLE_BESIDE_ICON_SX : undefined}>
        {title}
      </DialogTitle>
      {closeIcon ? (
        <IconButton aria-label={close} onClick={onClose} sx={CLOSE_ICON_SX}>
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent dividers={dividers}>{children}</DialogContent>
      {buttons ? <DialogActions sx={actionsSx}>{buttons}</DialogActions> : null}
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
