// A number answer within the element's bounds and step; the phone shows its number keyboard.
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

export function NumberAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  return (
    <AnswerField {...props}>
      {(control) => (
        <input
          {...control}
          className="fr-input"
          type="number"
          dir="ltr"
          inputMode={element.step !== undefined && !Number.isInteger(element.step) ? 'decimal' : 'numeric'}
          placeholder={element.placeholder}
          min={typeof element.min === 'number' ? element.min : undefined}
          max={typeof element.max === 'number' ? element.max : undefined}
          step={element.step ?? 'any'}
          value={textOf(value)}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </AnswerField>
  );
}
