import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { LinkButton } from '../../widgets/richText/LinkButton';
import { richTextOptions } from '../../widgets/richText/editorOptions';

const editorOptions = richTextOptions();

/** ra-input-rich-text's toolbar, with a link dialog that checks the address instead of the browser's prompt. */
const toolbar = (
  <RichTextInputToolbar size="small">
    <LevelSelect size="small" />
    <FormatButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButton />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

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
