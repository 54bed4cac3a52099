// A text answer, one line or several: a pattern keeps only the characters it accepts, as typed or pasted.
import TextField from '@mui/material/TextField';
import { keepAllowed } from '../../../definitions/forms/patterns';
import { textFieldProps, type AnswerProps } from './answerProps';

export function TextAnswer(props: AnswerProps) {
  const { element, value, onChange, settle } = props;
  const multiline = element.kind === 'textarea';
  return (
    <TextField
      {...textFieldProps(props)}
      name={element.id}
      value={typeof value === 'string' ? value : ''}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      maxRows={multiline ? 16 : undefined}
      onChange={(e) => {
        const text = element.pattern ? keepAllowed(e.target.value, element.pattern) : e.target.value;
        onChange(text);
        settle(text.trim());
      }}
      slotProps={{ htmlInput: { maxLength: element.max_length, dir: 'auto' } }}
    />
  );
}
