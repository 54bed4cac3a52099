import { EmailInput } from '../../../widgets/email/EmailInput';
import type { FieldComponentProps } from '../../../engine/fields';

/** A customer's e-mail: disposable services refused, the domain checked by our server, 'did you mean' offered. */
export const ContactEmailInput = (props: FieldComponentProps) => (
  <EmailInput {...props} preventFakeEmails serverValidate />
);
