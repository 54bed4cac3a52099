import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';

interface Props {
  open: boolean;
  title: ReactNode;
  /** What to know before confirming, above the note. */
  children?: ReactNode;
  noteLabel: string;
  note: string;
  setNote(note: string): void;
  noteMaxLength: number;
  /** The move's request is out: the dialog stays open, Cancel is disabled and Confirm shows it is loading. */
  pending: boolean;
  onClose(): void;
  onConfirm(): void;
}

/**
 * A move asked for again before it is made (a status change that may move money or stock), with a note kept in the
 * history. While its request is out nothing closes the dialog and Confirm cannot be pressed a second time.
 */
export function NoteConfirmDialog({
  open,
  title,
  children,
  noteLabel,
  note,
  setNote,
  noteMaxLength,
  pending,
  onClose,
  onConfirm,
}: Props) {
  const translate = useTranslate();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      dismissable={!pending}
      title={title}
      maxWidth="xs"
      fullScreenBelow={false}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={onConfirm} loading={pending}>
            {translate('ra.action.confirm')}
          </Button>
        </>
      }
    >
      {children}
      <TextField
        label={noteLabel}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: noteMaxLength } }}
        sx={{ mt: 1 }}
      />
    </TitledDialog>
  );
}
