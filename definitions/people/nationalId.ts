// Israeli national id (teudat zehut): up to 9 digits, left-padded with zeros, the last one a check digit
// (digits weighted 1,2,1,2,... with two-digit products summed digit by digit; the total is a multiple of 10).
// One rule for the server and the admin: both read dashes and spaces away, so the form never refuses what the
// server would take.

/** The 9-digit form of an id ("18" -> "000000018"), or null when it is not 1 to 9 digits. */
export function padNationalId(text: string): string | null {
  const compact = text.trim().replace(/[\s-]+/g, '');
  return /^\d{1,9}$/.test(compact) ? compact.padStart(9, '0') : null;
}

export function hasValidCheckDigit(nineDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(nineDigits[i]) * ((i % 2) + 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** The stored form of a valid Israeli id, or null (wrong length, non-digits, zero, or a wrong check digit). */
export function normaliseNationalId(text: string): string | null {
  const padded = padNationalId(text);
  if (!padded || /^0+$/.test(padded)) return null;
  return hasValidCheckDigit(padded) ? padded : null;
}

/** A valid id made from 8 digits (used by the demo data and tests): the check digit appended. */
export function withCheckDigit(eightDigits: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${eightDigits}${d}`;
    if (hasValidCheckDigit(candidate)) return candidate;
  }
  throw new Error('unreachable: one check digit always fits');
}
