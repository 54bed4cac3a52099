import type { DataType } from '../types';
import { convertBoolean } from './convertBoolean';
import { convertDate, convertDateTime } from './convertDate';
import { convertNumber } from './convertNumber';
import { isEmptyValue } from './emptyValue';

export type ConvertedValue = string | number | boolean | null;

/** Text conversion: trimmed text; dates as YYYY-MM-DD (with HH:mm:ss when they have a time). */
export function convertString(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  return String(value).trim();
}

const CONVERTERS: Record<DataType, (value: unknown) => ConvertedValue> = {
  string: convertString,
  number: convertNumber,
  boolean: convertBoolean,
  date: convertDate,
  datetime: convertDateTime,
};

/** The conversion of a data type for a value known not to be empty (the hot path of converting a file). */
export const converterFor = (type: DataType): ((value: unknown) => ConvertedValue) => CONVERTERS[type];

/** Converts a cell to a data type. Empty values give null; so do failed conversions. */
export function convertValue(value: unknown, type: DataType): ConvertedValue {
  if (isEmptyValue(value)) return null;
  return CONVERTERS[type](value);
}
