import { RichTextInput } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { richTextOptions } from '../../widgets/richText/editorOptions';
import { RichTextToolbar } from '../../widgets/richText/RichTextToolbar';

const editorOptions = richTextOptions();

const toolbar = <RichTextToolbar />;

/** ra-input-rich-text (tiptap), loaded with the first form that needs it. */
const RichTextEditor = ({
  defaultValue,
  ...props
}: {
  source: string;
  validate?: Validator[];
  helperText?: string;
  defaultValue?: unknown;
}) => (
  <RichTextInput
    {...props}
    defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined}
    editorOptions={editorOptions}
    toolbar={toolbar}
    fullWidth
  />
);

export default RichTextEditor;
