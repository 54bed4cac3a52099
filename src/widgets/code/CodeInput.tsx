// The one HTML source field (a page's code view, a campaign's and a template's HTML): the code a person writes,
// highlighted as they type (Prism's markup grammar, bundled with the screen rather than fetched from a public host,
// so it works offline and sends nobody's pages elsewhere), left to right in a monospace font whatever the page's
// direction, with the form's label, helper text and error like every input.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Prism from 'prismjs';
import { useId } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import EditorModule from 'react-simple-code-editor';

interface Props {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** Height in lines before it grows with its content. */
  minRows?: number;
}

const LINE_PX = 20;

// The editor is CommonJS: the production bundle hands its module object where the tests hand the component.
const Editor = (EditorModule as unknown as { default?: typeof EditorModule }).default ?? EditorModule;

/** The highlighted HTML of some markup (Prism escapes the text it is given). */
export const highlightMarkup = (code: string): string => Prism.highlight(code, Prism.languages.markup!, 'markup');

export function CodeInput({ source, label, validate, minRows = 12 }: Props) {
  const id = useId();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl fullWidth error={!!error} required={isRequired} margin="dense" data-source={source}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5, fontSize: 13 }}>
        {label}
      </FormLabel>
      <Box
        dir="ltr"
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: `${LINE_PX}px`,
          minHeight: minRows * LINE_PX + 20,
          '&:focus-within': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
          '& textarea': { outline: 'none' },
          // token colours from the palette, readable in both themes
          '& .token.tag, & .token.doctype': { color: 'primary.main' },
          '& .token.attr-name': { color: 'secondary.main' },
          '& .token.attr-value, & .token.string': { color: 'warning.main' },
          '& .token.comment': { color: 'text.secondary', fontStyle: 'italic' },
          '& .token.entity': { color: 'info.main' },
          '& .token.punctuation': { color: 'text.secondary' },
        }}
      >
        <Editor
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          highlight={highlightMarkup}
          padding={10}
          textareaId={id}
          name={field.name}
          spellCheck={false}
          style={{ minHeight: minRows * LINE_PX + 20 }}
        />
      </Box>
      <FormHelperText>
        <InputHelperText error={error} />
      </FormHelperText>
    </FormControl>
  );
}
