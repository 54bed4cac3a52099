// The rows of a child-table field: each row has idx (from 1) and one value
// per child field; a new row takes the child fields' defaults (a Check default becomes a whole number, 0 or 1);
// deleting removes the row; a drag reorder renumbers from 1. Each function returns the full new list.
import type { TableField } from '../../../definitions/forms/rules';

export type TableRow = { idx: number } & Record<string, unknown>;

export function defaultCell(field: TableField): unknown {
  const value = field.default;
  if (field.fieldtype === 'check') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (value === undefined || value === '') return null;
  if (field.fieldtype === 'number')
    return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : null;
  return value;
}

const renumber = (rows: readonly Record<string, unknown>[]): TableRow[] =>
  rows.map((row, index) => ({ ...row, idx: index + 1 }));

export const addRow = (rows: readonly TableRow[], fields: readonly TableField[]): TableRow[] => [
  ...rows,
  { ...Object.fromEntries(fields.map((field) => [field.fieldname, defaultCell(field)])), idx: rows.length + 1 },
];

export const deleteRow = (rows: readonly TableRow[], index: number): TableRow[] =>
  renumber(rows.filter((_, i) => i !== index));

export function moveRow(rows: readonly TableRow[], from: number, to: number): TableRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

export const setCell = (rows: readonly TableRow[], index: number, fieldname: string, value: unknown): TableRow[] =>
  rows.map((row, i) => (i === index ? { ...row, [fieldname]: value } : row));
