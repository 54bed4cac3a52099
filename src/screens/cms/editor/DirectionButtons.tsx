import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/** The chosen paragraphs right to left or left to right (otherwise each takes the direction of its own text). */
export function DirectionButtons() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  return (
    <ToggleButtonGroup size="small">
      {(['rtl', 'ltr'] as const).map((dir) => (
        <ToggleButton
          key={dir}
          value={dir}
          aria-label={translate(`ra.tiptap.${dir}`)}
          title={translate(`ra.tiptap.${dir}`)}
          disabled={!editor?.isEditable}
          onClick={() => editor.chain().focus().setTextDirection(dir).run()}
        >
          {dir === 'rtl' ? (
            <FormatTextdirectionRToL fontSize="inherit" />
          ) : (
            <FormatTextdirectionLToR fontSize="inherit" />
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
