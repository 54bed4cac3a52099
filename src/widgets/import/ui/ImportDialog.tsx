import type { ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MODAL_TRANSITION_MS } from '../constants';

export interface ImportDialogProps {
  open: boolean;
  title: string;
  /** Escape and a backdrop click close the dialog unless this is false. */
  dismissable?: boolean;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
  paperSx?: SxProps<Theme>;
  maxWidth?: DialogProps['maxWidth'];
  titleId: string;
  /** Made while closed (hidden), so opening only shows it. */
  keepMounted?: boolean;
  /** Called once it has faded out after closing. */
  onExited?: () => void;
}

/**
 * The wizard's modals: fade in, close after about 200 ms, Escape or the backdrop closes them when dismissable.
 * On a phone they take the whole screen (their tables and the preview need every pixel of its width).
 */
export function ImportDialog({
  open,
  title,
  dismissable = true,
  onClose,
  actions,
  children,
  paperSx,
  maxWidth = 'md',
  titleId,
  keepMounted,
  onExited,
}: ImportDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      keepMounted={keepMounted}
      onClose={() => dismissable && onClose()}
      transitionDuration={MODAL_TRANSITION_MS}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : paperSx }, transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
