// A rich-text answer outside react-admin's forms (a form's richtext field, src/forms): tiptap with bold, italic,
// underline-free lists and headings; each paragraph takes its own direction (Hebrew right to left, English left to
// right); 240 px high. The server sanitises what it stores (server/src/html.ts).
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The editor's height. */
export const EDITOR_HEIGHT = 240;

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

export default function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  helperText,
}: RichTextFieldProps) {
  const translate = useTranslate();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false })],
    content: value,
    editable: !disabled,
    textDirection: 'auto',
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // a value changed from outside (a reset) replaces the content
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const tools = [
    { key: 'bold', icon: <FormatBold fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', icon: <FormatItalic fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: 'bulletList',
      icon: <FormatListBulleted fontSize="small" />,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: <FormatListNumbered fontSize="small" />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <Box>
      <FormLabel error={error} required={required} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <ToggleButtonGroup
          size="small"
          sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', width: '100%', borderRadius: 0 }}
          disabled={disabled}
        >
          {tools.map((tool) => (
            <ToggleButton
              key={tool.key}
              value={tool.key}
              selected={marks?.[tool.key] ?? false}
              onClick={tool.run}
              aria-label={translate(`forms.renderer.richtext.${tool.key}`)}
              sx={{ border: 0 }}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          sx={{
            height: EDITOR_HEIGHT,
            overflowY: 'auto',
            px: 1.5,
            '& .tiptap': { outline: 'none', minHeight: EDITOR_HEIGHT - 16 },
            '& .tiptap p': { my: 1 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
