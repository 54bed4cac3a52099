// A text answer, one line or several: a pattern keeps only the characters it accepts, as typed or pasted.
import { keepAllowed } from '../../../definitions/forms/patterns';
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

export function TextAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur, settle } = props;
  const common = {
    className: 'fr-input',
    value: textOf(value),
    maxLength: element.max_length,
    placeholder: element.placeholder,
    dir: 'auto',
    onBlur,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = element.pattern ? keepAllowed(e.target.value, element.pattern) : e.target.value;
      onChange(text);
      settle(text.trim());
    },
  };
  return (
    <AnswerField {...props}>
      {(control) =>
        element.kind === 'textarea' ? (
          <textarea {...control} {...common} rows={4} />
        ) : (
          <input {...control} {...common} type="text" />
        )
      }
    </AnswerField>
  );
}
