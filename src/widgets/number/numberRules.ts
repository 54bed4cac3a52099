// The number input's rules: typing keeps only digits, one leading minus and one dot;
// the up/down buttons move by the step and stay within min and max, rounded to the step's precision; the value can be
// shown padded with zeros and with thousand grouping.

/** What typing or pasting leaves: digits, a minus only at the start (when negatives are allowed), one dot. */
export function cleanNumberText(text: string, allowNegative = true): string {
  let out = '';
  let dot = false;
  for (const c of text) {
    if (c >= '0' && c <= '9') out += c;
    else if (c === '-' && allowNegative && !out) out += c;
    else if (c === '.' && !dot) {
      dot = true;
      out += c;
    }
  }
  return out;
}

/** Digits after the dot of a step (0.05 → 2). */
export const precisionOf = (step: number): number => {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
};

/** One press of up (+1) or down (-1) from `value`, kept within min and max and rounded to the step's precision. */
export function stepValue(
  value: number | null,
  direction: 1 | -1,
  options: { step?: number; min?: number; max?: number } = {},
): number {
  const step = options.step && options.step > 0 ? options.step : 1;
  const start = value ?? (direction > 0 ? (options.min ?? 0) - step : (options.max ?? 0) + step);
  const precision = Math.max(precisionOf(step), precisionOf(start));
  let next = Number((start + direction * step).toFixed(precision));
  if (options.min !== undefined && next < options.min) next = options.min;
  if (options.max !== undefined && next > options.max) next = options.max;
  return next;
}

/** The value as shown: padded to `pad` integer digits with zeros, grouped by thousands with `separator`. */
export function formatNumber(
  value: number | null,
  options: { pad?: number; grouping?: boolean; separator?: string; decimals?: number } = {},
): string {
  if (value === null || !Number.isFinite(value)) return '';
  const negative = value < 0;
  const fixed = options.decimals !== undefined ? Math.abs(value).toFixed(options.decimals) : String(Math.abs(value));
  const [whole = '0', fraction] = fixed.split('.');
  let integer = whole;
  if (options.pad) integer = integer.padStart(options.pad, '0');
  if (options.grouping) integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, options.separator ?? ',');
  return `${negative ? '-' : ''}${integer}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** The number a cleaned text holds, or null (empty, a lone minus or dot). */
export function parseNumberText(text: string): number | null {
  const clean = text.replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}
