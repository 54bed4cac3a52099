// A one-time code answer: one box of digits (the phone offers the code it received), other characters left out as
// typed or pasted.
import { OTP_DEFAULT_LENGTH } from '../../../definitions/forms/rules';
import { InputAnswer } from './InputAnswer';
import type { AnswerProps } from './answerProps';

export function OtpAnswer(props: AnswerProps) {
  const length = props.element.max_length ?? OTP_DEFAULT_LENGTH;
  return (
    <InputAnswer
      answer={props}
      className="fr-input fr-input-code"
      type="text"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      toAnswer={(text) => text.replace(/\D/g, '').slice(0, length)}
    />
  );
}
