// A date answer on the browser's own date input (a phone's own picker), within the element's first and last dates
// when it has them; its value is the rules' YYYY-MM-DD.
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

export function DateAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  return (
    <AnswerField {...props}>
      {(control) => (
        <input
          {...control}
          className="fr-input"
          type="date"
          min={typeof element.min === 'string' && element.min ? element.min : undefined}
          max={typeof element.max === 'string' && element.max ? element.max : undefined}
          value={textOf(value)}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </AnswerField>
  );
}
