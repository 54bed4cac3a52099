// A colour answer, black until one is chosen.
import TextField from '@mui/material/TextField';
import { textFieldProps, type AnswerProps } from './answerProps';

export function ColorAnswer(props: AnswerProps) {
  const { element, value, onChange } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      name={element.id}
      type="color"
      value={typeof value === 'string' && value ? value : '#000000'}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: 200 }}
    />
  );
}
