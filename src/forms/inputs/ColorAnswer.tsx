// A colour answer on the browser's own colour input, black until one is chosen.
import { AnswerField } from './AnswerField';
import type { AnswerProps } from './answerProps';

export function ColorAnswer(props: AnswerProps) {
  const { value, onChange, onBlur } = props;
  return (
    <AnswerField {...props}>
      {(control) => (
        <input
          {...control}
          className="fr-input"
          type="color"
          value={typeof value === 'string' && value ? value : '#000000'}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </AnswerField>
  );
}
