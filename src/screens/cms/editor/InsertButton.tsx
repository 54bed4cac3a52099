import type SvgIcon from '@mui/material/SvgIcon';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ToolbarDialogButton } from '../../../widgets/richText/ToolbarDialogButton';

interface Props {
  value: string;
  label: string;
  icon: typeof SvgIcon;
  /** Inserts what the dialog asks for; true when it did (the dialog closes), false when an input is wrong. */
  onInsert(): boolean;
  insertDisabled?: boolean;
  /** The dialog's inputs. */
  children: ReactNode;
}

/** A page-body tool that inserts something (an image, an embed): offered while the body is editable, Cancel or Insert. */
export function InsertButton({ value, label, icon, onInsert, insertDisabled, children }: Props) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  return (
    <ToolbarDialogButton
      value={value}
      label={label}
      icon={icon}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={!editor?.isEditable}
      cancelLabel={translate('cms.editor.cancel')}
      actionLabel={translate('cms.editor.insert')}
      onAction={() => {
        if (onInsert()) setOpen(false);
      }}
      actionDisabled={insertDisabled}
    >
      {children}
    </ToolbarDialogButton>
  );
}
