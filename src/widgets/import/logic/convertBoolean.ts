/** Words read as true and as false, compared case-insensitively (and Hebrew yes/no). */
const TRUE_WORDS = new Set(['true', 'yes', '1', 'on', 'כן', 'אמת']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'off', 'לא', 'שקר']);

/**
 * Boolean conversion: true/yes/1/on and false/no/0/off in any case; anything else by its truthiness
 * (so other non-empty text is true).
 */
export function convertBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return Boolean(value);
}
