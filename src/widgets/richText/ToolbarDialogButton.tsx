import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { TitledDialog } from '../dialog/TitledDialog';

interface Props {
  /** The toggle's value (the tool's name). */
  value: string;
  /** Names the button (read and shown as its tooltip) and titles its dialog. */
  label: string;
  /** The tool's icon, drawn at the toolbar's text size. */
  icon: typeof SvgIcon;
  open: boolean;
  onOpen(): void;
  onClose(): void;
  /** The button shows as on (the cursor is in what the tool made). */
  selected?: boolean;
  disabled?: boolean;
  /** The dialog's inputs. */
  children: ReactNode;
  cancelLabel: string;
  actionLabel: string;
  onAction(): void;
  actionDisabled?: boolean;
  /** Actions before Cancel (removing what the tool made). */
  startActions?: ReactNode;
}

/**
 * A rich-text toolbar button whose tool asks for what to insert in a dialog in the user's language: the dialog is
 * titled with the button's label and ends with Cancel and the tool's own action.
 */
export function ToolbarDialogButton({
  value,
  label,
  icon: Icon,
  open,
  onOpen,
  onClose,
  selected,
  disabled,
  children,
  cancelLabel,
  actionLabel,
  onAction,
  actionDisabled,
  startActions,
}: Props) {
  return (
    <>
      <ToggleButton
        value={value}
        size="small"
        aria-label={label}
        title={label}
        selected={selected}
        disabled={disabled}
        onClick={onOpen}
      >
        <Icon fontSize="inherit" />
      </ToggleButton>
      <TitledDialog
        open={open}
        onClose={onClose}
        title={label}
        fullScreenBelow={false}
        actions={
          <>
            {startActions}
            <Button onClick={onClose}>{cancelLabel}</Button>
            <Button variant="contained" onClick={onAction} disabled={actionDisabled}>
              {actionLabel}
            </Button>
          </>
        }
      >
        {children}
      </TitledDialog>
    </>
  );
}
