import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';

/** Each paragraph takes the direction of its own text: Hebrew right to left, English left to right. */
const editorOptions = { ...DefaultEditorOptions, textDirection: 'auto' as const };

/** ra-input-rich-text (tiptap), loaded with the first form that needs it. */
const RichTextEditor = ({ defaultValue, ...props }: { source: string; validate?: Validator[]; helperText?: string; defaultValue?: unknown }) => (
  <RichTextInput {...props} defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined} editorOptions={editorOptions} fullWidth />
);

export default RichTextEditor;
