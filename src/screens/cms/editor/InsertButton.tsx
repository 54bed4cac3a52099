import { useTiptapEditor } from 'ra-input-rich-text';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ToolbarDialogButton } from '../../../widgets/richText/ToolbarDialogButton';

interface Props {
  value: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  setOpen(open: boolean): void;
  onInsert(): void;
  insertDisabled?: boolean;
  /** The dialog's inputs. */
  children: ReactNode;
}

/** A page-body tool that inserts something (an image, an embed): offered while the body is editable, Cancel or Insert. */
export function InsertButton({ value, label, icon, open, setOpen, onInsert, insertDisabled, children }: Props) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
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
      onAction={onInsert}
      actionDisabled={insertDisabled}
    >
      {children}
    </ToolbarDialogButton>
  );
}
