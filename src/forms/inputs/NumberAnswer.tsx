// A number answer, grouped by thousands, within the element's bounds and step.
import { useTranslate } from 'ra-core';
import { NumberInput } from '../../widgets/number/NumberInput';
import type { AnswerProps } from './answerProps';

export function NumberAnswer({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  const translate = useTranslate();
  return (
    <NumberInput
      name={element.id}
      label={element.label}
      required={Boolean(element.required)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helper}
      placeholder={element.placeholder}
      value={typeof value === 'number' || typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      min={typeof element.min === 'number' ? element.min : undefined}
      max={typeof element.max === 'number' ? element.max : undefined}
      step={element.step}
      grouping
      upLabel={translate('inputs.number.increase')}
      downLabel={translate('inputs.number.decrease')}
    />
  );
}
