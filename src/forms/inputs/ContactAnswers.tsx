// E-mail and phone answers: native inputs, left to right in any language, with the keyboard of their kind on a
// phone. The rules check them and send them in their stored form (a phone in E.164, a number without a country code
// read as the business's country's).
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
