import { isEmailFormatValid, normaliseEmail } from '../../email/emailRules';
import { checkPhone } from '../../phone/phoneValidation';

/**
 * Rules a value must pass beyond its data type, the ones the server applies to it: an e-mail address (zod's
 * pattern after trimming and lower-casing, at most 254 characters) and a phone number (libphonenumber, national
 * numbers read as Israeli, as the server reads them). A cell that fails one is marked in the preview.
 */
export type ValueCheck = 'email' | 'phone';

/** The country a number without a dial code belongs to, as the server reads it (server/src/people/phone.ts). */
const DEFAULT_PHONE_COUNTRY = 'IL';

const CHECKS: Record<ValueCheck, (text: string) => boolean> = {
  email: (text) => {
    const address = normaliseEmail(text);
    return address.length <= 254 && isEmailFormatValid(address);
  },
  phone: (text) => checkPhone(text, DEFAULT_PHONE_COUNTRY).valid,
};

/** The check an import schema element asks for (`email`, `tel`), if any. */
export const checkOfElement = (element: string): ValueCheck | undefined =>
  element === 'email' ? 'email' : element === 'tel' ? 'phone' : undefined;

/** Whether a value (not empty) passes the check. */
export const passesCheck = (check: ValueCheck, value: unknown): boolean => CHECKS[check](String(value));
