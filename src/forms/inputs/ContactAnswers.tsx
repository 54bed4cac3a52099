// E-mail and phone answers: react-admin inputs in a one-field form (the phone with its number rules), whose code
// comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { AnswerProps } from './answerProps';

const EmailAnswer = lazyWithReload(() => import('../WidgetAnswers').then((m) => ({ default: m.EmailAnswer })));
const PhoneAnswer = lazyWithReload(() => import('../WidgetAnswers').then((m) => ({ default: m.PhoneAnswer })));

export function EmailInput({ element, value, onChange, onBlur, errorText, disabled, settle }: AnswerProps) {
  return (
    <EmailAnswer
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={errorText}
      label={element.label}
      required={Boolean(element.required)}
      disabled={disabled}
      help={element.help}
      placeholder={element.placeholder}
      onSettle={settle}
    />
  );
}

export function PhoneInput({ element, value, onChange, onBlur, errorText, disabled }: AnswerProps) {
  return (
    <PhoneAnswer
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={errorText}
      label={element.label}
      required={Boolean(element.required)}
      disabled={disabled}
      help={element.help}
      placeholder={element.placeholder}
    />
  );
}
