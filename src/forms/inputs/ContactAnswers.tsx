// E-mail and phone answers: native inputs, left to right in any language, with the keyboard of their kind on a
// phone. Their values go out as typed; the rules check them (a phone without a country code is read as the
// business's country's).
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

function ContactInput({ type, ...props }: AnswerProps & { type: 'email' | 'tel' }) {
  const { element, value, onChange, onBlur, settle } = props;
  return (
    <AnswerField {...props}>
      {(control) => (
        <input
          {...control}
          className="fr-input"
          type={type}
          dir="ltr"
          autoComplete={type}
          inputMode={type}
          placeholder={element.placeholder}
          value={textOf(value)}
          onBlur={onBlur}
          onChange={(e) => {
            onChange(e.target.value);
            settle(e.target.value.trim());
          }}
        />
      )}
    </AnswerField>
  );
}

export const EmailInput = (props: AnswerProps) => <ContactInput {...props} type="email" />;

export const PhoneInput = (props: AnswerProps) => <ContactInput {...props} type="tel" />;
