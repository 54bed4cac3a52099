import type { SpreadsheetFormat } from '../types';
import { parseDateToIso } from './dates';

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Numbers: every character that is not a digit, a dot or a minus is dropped; nothing left gives null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isBlank(value) || typeof value === 'boolean') return null;
  const cleaned = String(value).replace(/[^\d.-]/g, '');
  const signed = cleaned.startsWith('-') ? `-${cleaned.slice(1).replace(/-/g, '')}` : cleaned.replace(/-/g, '');
  const parsed = Number.parseFloat(signed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Booleans: true, or the text 'true' in any case, is true; anything else is false; empty is null. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (isBlank(value)) return null;
  return String(value).trim().toLowerCase() === 'true';
}

/** Dates become ISO text; what cannot be read as a date is kept as typed so it can be fixed. */
export function toIsoDate(value: unknown): string | null {
  if (isBlank(value) || (value instanceof Date && Number.isNaN(value.getTime()))) return null;
  return parseDateToIso(value) ?? String(value).trim();
}

/**
 * Converts a value typed, pasted or cleared into a cell to what the column stores.
 */
export function convertInput(value: unknown, format: SpreadsheetFormat = 'text'): unknown {
  switch (format) {
    case 'number':
    case 'currency':
    case 'percentage':
      return toNumber(value);
    case 'boolean':
      return toBoolean(value);
    case 'date':
      return toIsoDate(value);
    case 'text':
    case 'image':
      return value === null || value === undefined ? null : String(value);
  }
}
