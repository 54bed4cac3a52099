import type { DataType } from '../types';

const BY_ELEMENT: Record<string, DataType> = {
  number: 'number',
  range: 'number',
  money: 'number',
  currency: 'number',
  date: 'date',
  datetime: 'datetime',
  'datetime-local': 'datetime',
  check: 'boolean',
  checkbox: 'boolean',
  boolean: 'boolean',
  toggle: 'boolean',
  switch: 'boolean',
};

/** The data type a field's element type suggests, used while no column is chosen. */
export function elementDataType(element: string): DataType {
  return BY_ELEMENT[element] ?? 'string';
}
