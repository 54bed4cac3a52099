import type { SpreadsheetFormat } from '../types';
import { displayDate, editableDate } from './dates';

export interface CellFormatters {
  number: Intl.NumberFormat;
  currency: Intl.NumberFormat;
  percent: Intl.NumberFormat;
}

/** Intl formatters for one locale and currency; build once per (locale, currency) and reuse for every cell. */
export function createFormatters(locale: string, currency = 'USD'): CellFormatters {
  return {
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
    currency: new Intl.NumberFormat(locale, { style: 'currency', currency }),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  };
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * The text a cell shows. Booleans and images are drawn by the cell renderer; here they give their raw text.
 * Numbers that are not numbers (a value still being fixed) are shown as they are.
 * Percentages are stored as the number shown before the sign: 15 shows '15%'.
 */
export function displayValue(value: unknown, format: SpreadsheetFormat, formatters: CellFormatters): string {
  if (isEmpty(value)) return '';
  switch (format) {
    case 'number':
      return typeof value === 'number' ? formatters.number.format(value) : String(value);
    case 'currency':
      return typeof value === 'number' ? formatters.currency.format(value) : String(value);
    case 'percentage':
      return typeof value === 'number' ? formatters.percent.format(value / 100) : String(value);
    case 'date':
      return displayDate(value) ?? String(value);
    default:
      return String(value);
  }
}

/** The text placed in the cell editor when editing starts. */
export function editText(value: unknown, format: SpreadsheetFormat): string {
  if (isEmpty(value)) return '';
  if (format === 'date') return editableDate(value) ?? String(value);
  return String(value);
}

/**
 * The text a cell gives to the clipboard: raw values that paste back unchanged here and that Excel reads
 * (ISO dates, plain numbers, true/false).
 */
export function clipboardText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
