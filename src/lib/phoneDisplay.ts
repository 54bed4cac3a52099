import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A stored E.164 number in international format for reading ("+972 50 123 4567"); anything else as is. */
export function formatPhone(value: string): string {
  const [main, extension] = value.split(';ext=');
  const parsed = parsePhoneNumberFromString(main);
  if (!parsed) return value;
  if (extension) parsed.ext = extension;
  return parsed.formatInternational();
}
