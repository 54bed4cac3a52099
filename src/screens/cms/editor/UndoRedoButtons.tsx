import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
// the undo/redo commands' types come with the UndoRedo extension of StarterKit
import type {} from '@tiptap/extensions';

/** Undo and redo of the editor's own history (icons mirror in right to left). */
export function UndoRedoButtons() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  return (
    <ToggleButtonGroup size="small">
      <ToggleButton
        value="undo"
        aria-label={translate('ra.tiptap.undo', { _: 'Undo' })}
        title={translate('ra.tiptap.undo', { _: 'Undo' })}
        disabled={!editor?.can().undo()}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo
          fontSize="inherit"
          sx={{ transform: 'scaleX(var(--mirror, 1))', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
        />
      </ToggleButton>
      <ToggleButton
        value="redo"
        aria-label={translate('ra.tiptap.redo', { _: 'Redo' })}
        title={translate('ra.tiptap.redo', { _: 'Redo' })}
        disabled={!editor?.can().redo()}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo fontSize="inherit" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
