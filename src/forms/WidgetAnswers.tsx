// The product's e-mail and phone widgets as a form's answers (each in a one-field form of its own: WidgetAnswer).
// Their own chunk: a form page fetches them with its first e-mail or phone element.
import { EmailInput } from '../widgets/email/EmailInput';
import { PhoneInput } from '../widgets/phone/PhoneInput';
import { PHONE_RULE_COUNTRY } from '../../definitions/forms/rules';
import { WidgetAnswer } from './WidgetAnswer';

export interface WidgetAnswerProps {
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  /** The form's own message for this answer, already in the person's language. */
  error?: string;
  label: string;
  required: boolean;
  disabled?: boolean;
  help?: string;
  placeholder?: string;
}

/** The props split between the widget's input (what the element gives it) and its one-field form (the rest). */
function splitProps({ label, required, disabled, help, placeholder, ...answer }: WidgetAnswerProps) {
  return {
    input: { label, isRequired: required, disabled, helperText: help ?? false, placeholder, fullWidth: true },
    answer,
  };
}

export function EmailAnswer({ onSettle, ...props }: WidgetAnswerProps & { onSettle(text: string): void }) {
  const { input, answer } = splitProps(props);
  return (
    <WidgetAnswer {...answer}>
      {(source) => <EmailInput source={source} {...input} onDebouncedChange={(text) => onSettle(text.trim())} />}
    </WidgetAnswer>
  );
}

export function PhoneAnswer(props: WidgetAnswerProps) {
  const { input, answer } = splitProps(props);
  return (
    <WidgetAnswer {...answer}>
      {(source) => <PhoneInput source={source} defaultCountry={PHONE_RULE_COUNTRY} {...input} />}
    </WidgetAnswer>
  );
}
