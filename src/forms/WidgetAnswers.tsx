// The product's e-mail and phone widgets as a form's answers (each in a one-field form of its own: WidgetAnswer).
// Their own chunk: a form page fetches them with its first e-mail or phone element.
import { EmailInput } from '../widgets/email/EmailInput';
import { PhoneInput } from '../widgets/phone/PhoneInput';
import { PHONE_RULE_COUNTRY } from '../../definitions/forms/rules';
import { WidgetAnswer } from './WidgetAnswer';

interface Props {
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

export function EmailAnswer({
  label,
  required,
  disabled,
  help,
  placeholder,
  onSettle,
  ...answer
}: Props & { onSettle(text: string): void }) {
  return (
    <WidgetAnswer {...answer}>
      {(source) => (
        <EmailInput
          source={source}
          label={label}
          isRequired={required}
          disabled={disabled}
          helperText={help ?? false}
          placeholder={placeholder}
          fullWidth
          onDebouncedChange={(text) => onSettle(text.trim())}
        />
      )}
    </WidgetAnswer>
  );
}

export function PhoneAnswer({ label, required, disabled, help, placeholder, ...answer }: Props) {
  return (
    <WidgetAnswer {...answer}>
      {(source) => (
        <PhoneInput
          source={source}
          defaultCountry={PHONE_RULE_COUNTRY}
          label={label}
          isRequired={required}
          disabled={disabled}
          helperText={help ?? false}
          placeholder={placeholder}
          fullWidth
        />
      )}
    </WidgetAnswer>
  );
}
