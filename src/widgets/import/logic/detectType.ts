import { TYPE_SAMPLE_SIZE } from '../constants';
import type { DataType, RawValue } from '../types';
import { hasTimeOfDay, isListedDateText, parseDate } from './convertDate';
import { convertNumber } from './convertNumber';
import { isEmptyValue } from './emptyValue';

const BOOLEAN_WORDS = new Set(['true', 'false', 'yes', 'no', 'on', 'off']);

/** Digits with a leading zero ('0501234567', '012345674') are identifiers, not numbers. */
const LEADING_ZERO = /^[+-]?0\d/;

/**
 * The type one value looks like. Text is a date only in one of the listed formats (never a guess); text
 * of digits with a leading zero (phone numbers, national ids) stays text.
 */
export function detectValueType(value: RawValue): DataType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (value instanceof Date) {
    const parsed = parseDate(value);
    return parsed && hasTimeOfDay(parsed) ? 'datetime' : 'date';
  }
  const text = String(value).trim();
  if (BOOLEAN_WORDS.has(text.toLowerCase())) return 'boolean';
  if (convertNumber(text) !== null) return LEADING_ZERO.test(text) ? 'string' : 'number';
  if (isListedDateText(text)) {
    const parsed = parseDate(text);
    if (parsed) return hasTimeOfDay(parsed) ? 'datetime' : 'date';
  }
  return 'string';
}

/** The first non-empty values of a column, at most `TYPE_SAMPLE_SIZE`. */
export function sampleColumn(rows: readonly (readonly RawValue[])[], column: number): RawValue[] {
  const samples: RawValue[] = [];
  for (const row of rows) {
    const value = row[column];
    if (!isEmptyValue(value)) samples.push(value);
    if (samples.length === TYPE_SAMPLE_SIZE) break;
  }
  return samples;
}

/**
 * Type detection: the most frequent type among the samples; a tie goes to the type
 * seen first; no samples give Text.
 */
export function detectType(samples: readonly RawValue[]): DataType {
  const counts = new Map<DataType, number>();
  for (const value of samples) {
    const type = detectValueType(value);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  let best: DataType = 'string';
  let bestCount = 0;
  for (const [type, count] of counts) {
    if (count > bestCount) {
      best = type;
      bestCount = count;
    }
  }
  return best;
}

/** Detected type of every column of a table. */
export function detectColumnTypes(rows: readonly (readonly RawValue[])[], columnCount: number): DataType[] {
  return Array.from({ length: columnCount }, (_, column) => detectType(sampleColumn(rows, column)));
}
