const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Number conversion (SPEC.md section 5): numbers stay, numeric text (also with thousands commas,
 * '1,234.5') becomes a number, anything non-numeric gives null.
 */
export function convertNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DECIMAL.test(text)) return Number(text);
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ''));
  return null;
}
