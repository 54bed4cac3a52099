const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Number conversion: numbers stay, numeric text (also with thousands commas,
 * '1,234.5') becomes a number, anything non-numeric gives null.
 */
export function convertNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  // Number() reads decimal text (with exponent) and nothing else once hex, binary and octal
  // prefixes ('0x1F') and the infinities are ruled out; it is much faster than a pattern.
  const n = Number(text);
  if (Number.isFinite(n) && !hasRadixPrefix(text)) return n;
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ''));
  return null;
}

function hasRadixPrefix(text: string): boolean {
  if (text.length < 2 || text.charCodeAt(0) !== 48) return false; // '0'
  const second = text.charCodeAt(1) | 0x20; // lower-case
  return second === 120 || second === 98 || second === 111; // x, b, o
}
