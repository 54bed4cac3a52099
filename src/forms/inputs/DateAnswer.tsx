// A date answer, within the element's first and last dates when it has them. The picker's code (heavy) comes when a
// person reaches for the field, not with the page: a phone draws the form without it.
import { DateInput } from '../../widgets/date/DateInput';
import type { AnswerProps } from './answerProps';

export function DateAnswer({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  return (
    <DateInput
      label={element.label}
      name={element.id}
      required={Boolean(element.required)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helper}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      min={typeof element.min === 'string' && element.min ? element.min : undefined}
      max={typeof element.max === 'string' && element.max ? element.max : undefined}
      loadOnReach
    />
  );
}
