// A rating in stars, up to the element's maximum.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { RATING_DEFAULT_MAX } from '../../../definitions/forms/rules';
import { markedLabel, type AnswerProps } from './answerProps';

export function RatingAnswer({ element, value, onChange, error, helper, disabled }: AnswerProps) {
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel>{markedLabel(element)}</FormLabel>
      <Rating
        name={element.id}
        value={typeof value === 'number' ? value : null}
        max={typeof element.max === 'number' ? element.max : RATING_DEFAULT_MAX}
        onChange={(_, v) => onChange(v)}
        disabled={disabled}
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
