// E-mail and phone answers: react-admin inputs in a one-field form (the phone with its number rules), whose code
// comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { WidgetAnswerProps } from '../WidgetAnswers';
import type { AnswerProps } from './answerProps';

const EmailAnswer = lazyWithReload(() => import('../WidgetAnswers').then((m) => ({ default: m.EmailAnswer })));
const PhoneAnswer = lazyWithReload(() => import('../WidgetAnswers').then((m) => ({ default: m.PhoneAnswer })));

/** What the form's answer gives the widget's answer (the same for both). */
const widgetAnswerProps = ({
  element,
  value,
  onChange,
  onBlur,
  errorText,
  disabled,
}: AnswerProps): WidgetAnswerProps => ({
  value,
  onChange,
  onBlur,
  error: errorText,
  label: element.label,
  required: Boolean(element.required),
  disabled,
  help: element.help,
  placeholder: element.placeholder,
});

export function EmailInput(props: AnswerProps) {
  return <EmailAnswer {...widgetAnswerProps(props)} onSettle={props.settle} />;
}

export function PhoneInput(props: AnswerProps) {
  return <PhoneAnswer {...widgetAnswerProps(props)} />;
}
