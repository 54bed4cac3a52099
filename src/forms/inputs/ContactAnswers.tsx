// E-mail and phone answers: native inputs, left to right in any language, with the keyboard of their kind on a
// phone. Their values go out as typed; the rules check them (a phone without a country code is read as the
// business's country's).
import { InputAnswer } from './InputAnswer';
import type { AnswerProps } from './answerProps';

const ContactInput = ({ type, ...props }: AnswerProps & { type: 'email' | 'tel' }) => (
  <InputAnswer
    answer={props}
    settles
    type={type}
    dir="ltr"
    autoComplete={type}
    inputMode={type}
    placeholder={props.element.placeholder}
  />
);

export const EmailInput = (props: AnswerProps) => <ContactInput {...props} type="email" />;

export const PhoneInput = (props: AnswerProps) => <ContactInput {...props} type="tel" />;
