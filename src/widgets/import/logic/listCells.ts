import { LIST_SEPARATOR } from '../constants';
import { isEmptyValue } from './emptyValue';

/** The items of a list cell: text split on ';' (empty places kept, so items of sibling columns line up). */
export function splitList(value: unknown): unknown[] {
  if (isEmptyValue(value)) return [];
  if (typeof value !== 'string') return [value];
  return value.split(';').map((part) => part.trim());
}

/** A list cell from item values; null when every item is empty. */
export function joinList(values: readonly unknown[]): string | null {
  if (values.every(isEmptyValue)) return null;
  return values.map((v) => (isEmptyValue(v) ? '' : String(v))).join(LIST_SEPARATOR);
}
