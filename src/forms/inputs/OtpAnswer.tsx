// A one-time code answer: a box per digit (a phone offers the code it received to the first one). Focus moves on as
// digits come and back on Backspace; a paste, or a code filled in by the phone, fills from the focused box on
// (src/widgets/otp/otpRules.ts). The answer is the digits in order, a space for an empty box, so a code with a gap
// is not whole.
import { useRef, type FocusEvent } from 'react';
import { OTP_DEFAULT_LENGTH } from '../../../definitions/forms/rules';
import { emptyCode, isComplete, pasteInto, typeInBox } from '../../widgets/otp/otpRules';
import { useFormText } from '../formText';
import { textOf, type AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

const toCode = (value: string, length: number) =>
  emptyCode(length).map((_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
const fromCode = (code: string[]) =>
  code
    .map((c) => c || ' ')
    .join('')
    .trimEnd();

export function OtpAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur, settle, error, disabled } = props;
  const translate = useFormText();
  const length = element.max_length ?? OTP_DEFAULT_LENGTH;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = toCode(textOf(value), length);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  const answer = (next: string[]) => {
    onChange(fromCode(next));
    if (isComplete(next)) settle(fromCode(next));
  };
  const fill = (index: number, text: string) => {
    const pasted = pasteInto(code, index, text);
    answer(pasted.code);
    focus(pasted.focus);
  };
  // The answer is left (its checks may show) when the focus leaves the boxes, not when it moves between them.
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) onBlur?.();
  };
  return (
    <OptionsFieldset {...props}>
      <div className="fr-code" dir="ltr">
        {code.map((digit, index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            className="fr-input fr-code-box"
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={translate('inputs.otp.digit', { index: index + 1, length })}
            aria-invalid={error ? true : undefined}
            onFocus={(e) => e.currentTarget.select()}
            onBlur={leave}
            onChange={(e) => {
              // more than a box's digit at once is the phone filling the code in: it fills the boxes on
              if (e.target.value.replace(/\D/g, '').length > 2) return fill(index, e.target.value);
              const next = typeInBox(code, index, e.target.value);
              answer(next);
              if (next[index]) focus(index + 1);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && !digit) focus(index - 1);
              if (e.key === 'ArrowLeft') focus(index - 1);
              if (e.key === 'ArrowRight') focus(index + 1);
            }}
            onPaste={(e) => {
              e.preventDefault();
              fill(index, e.clipboardData.getData('text'));
            }}
          />
        ))}
      </div>
    </OptionsFieldset>
  );
}
