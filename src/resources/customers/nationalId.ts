/** An Israeli national id: up to 9 digits (zero-padded to 9) whose Luhn-style check digit holds. */
export function isValidNationalId(text: string): boolean {
  const digits = text.trim();
  if (!/^\d{1,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(padded[i]) * ((i % 2) + 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0 && padded !== '000000000';
}

/** React-admin validator: empty is fine (the id is optional). */
export const nationalIdValidator = (value: unknown): string | undefined =>
  value === null || value === undefined || String(value).trim() === '' || isValidNationalId(String(value))
    ? undefined
    : 'resources.customers.validation.national_id';
