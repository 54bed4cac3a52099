// E-mail and phone answers: native inputs, left to right in any language, with the keyboard of their kind on a
// phone. The rules check them and send them in their stored form (a phone in E.164, a number without a country code
// read as the business's country's). An e-mail that looks like a misspelt common domain offers the corrected address
// (src/widgets/email/didYouMean.ts), one click to take it.
import type { ReactNode } from 'react';
import { suggestEmail } from '../../widgets/email/didYouMean';
import { isolate } from '../../lib/bidi';
import { useFormText } from '../formText';
import { InputAnswer } from './InputAnswer';
import { textOf, type AnswerProps } from './answerProps';

const ContactInput = ({ type, after, ...props }: AnswerProps & { type: 'email' | 'tel'; after?: ReactNode }) => (
  <InputAnswer
    answer={props}
    settles
    type={type}
    dir="ltr"
    autoComplete={type}
    inputMode={type}
    placeholder={props.element.placeholder}
    after={after}
  />
);

export function EmailInput(props: AnswerProps) {
  const translate = useFormText();
  const suggestion = props.disabled ? undefined : suggestEmail(textOf(props.value));
  const take = (address: string) => {
    props.onChange(address);
    props.settle(address);
  };
  const offer = suggestion && (
    <button type="button" className="fr-button fr-suggestion" onClick={() => take(suggestion)}>
      {translate('inputs.email.did_you_mean', { suggestion: isolate(suggestion) })}
    </button>
  );
  return <ContactInput {...props} type="email" after={offer} />;
}

export const PhoneInput = (props: AnswerProps) => <ContactInput {...props} type="tel" />;
