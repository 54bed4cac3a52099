// A one-time code answer: one box of digits (the phone offers the code it received), other characters left out as
// typed or pasted.
import { OTP_DEFAULT_LENGTH } from '../../../definitions/forms/rules';
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

export function OtpAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const length = element.max_length ?? OTP_DEFAULT_LENGTH;
  return (
    <AnswerField {...props}>
      {(control) => (
        <input
          {...control}
          className="fr-input fr-input-code"
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={textOf(value)}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
        />
      )}
    </AnswerField>
  );
}
