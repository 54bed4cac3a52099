// A dialog named by its title, the whole screen below a breakpoint (its tables and lists need every pixel of a phone's
// width), its content, and its actions: a close button unless it has its own.
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open?: boolean;
  onClose: () => void;
  /** The title's element id: the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Below this width the dialog takes the whole screen. */
  fullScreenBelow?: Breakpoint;
  /** Lines above and below the content (a list that scrolls). */
  dividers?: boolean;
  /** The dialog's buttons; a close button when not given. */
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** Inside the dialog, after its actions (a confirmation it opens). */
  after?: ReactNode;
  children: ReactNode;
}

export function TitledDialog({
  open = true,
  onClose,
  titleId,
  title,
  maxWidth = 'sm',
  fullScreenBelow = 'sm',
  dividers,
  actions,
  actionsSx,
  after,
  children,
}: Props) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down(fullScreenBelow));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions sx={actionsSx}>
        {actions ?? <Button onClick={onClose}>{translate('ra.action.close')}</Button>}
      </DialogActions>
      {after}
    </Dialog>
  );
}
