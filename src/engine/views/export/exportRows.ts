import type { RaRecord } from 'ra-core';
import type { FieldSpec } from '../../fields';
import type { Translate } from '../../importSchema';

export type Cell = string | number | boolean | null;

/** A number or a phone number with its sign (+972-50-1234567, -12.5): a spreadsheet reads it without harm. */
const NUMBER_LIKE = /^[+-]?[\d\s().,/-]*$/;

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at its start: `=HYPERLINK(…)`,
 * `+cmd|…`) gets a leading `'` (CSV injection); numbers and phone numbers stay as they are.
 */
export const neutraliseFormula = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) && !NUMBER_LIKE.test(text) ? `'${text}` : text;

/** How each kind of field reads in a spreadsheet cell: values, not their on-screen decoration. */
export function exportCell(spec: FieldSpec, value: unknown, translate: Translate, names: Map<unknown, string>): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (spec.kind) {
    case 'boolean':
      return translate(value ? 'app.boolean.yes' : 'app.boolean.no');
    case 'money':
      if (spec.minor && typeof value === 'number') return value / 100;
      return typeof value === 'number'
        ? value
        : Number.isFinite(Number(value))
          ? Number(value)
          : neutraliseFormula(String(value));
    case 'number':
      return typeof value === 'number'
        ? value
        : Number.isFinite(Number(value))
          ? Number(value)
          : neutraliseFormula(String(value));
    case 'select': {
      const choice = spec.choices.find((c) => c.id === value);
      return neutraliseFormula(choice ? translate(choice.name, { _: choice.name }) : String(value));
    }
    case 'reference':
      return neutraliseFormula(names.get(value) ?? String(value));
    case 'references':
      return neutraliseFormula(
        Array.isArray(value) ? value.map((v) => names.get(v) ?? String(v)).join('; ') : String(value),
      );
    case 'tags':
    case 'images':
      return neutraliseFormula(Array.isArray(value) ? value.join('; ') : String(value));
    case 'json':
      return neutraliseFormula(JSON.stringify(value));
    case 'richText':
      return neutraliseFormula(new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '');
    default:
      return neutraliseFormula(String(value));
  }
}

/** The header (labels in the UI language) and one row per record. */
export function exportTable(
  resourceName: string,
  fields: Record<string, FieldSpec>,
  columns: string[],
  records: RaRecord[],
  translate: Translate,
  referenceNames: Record<string, Map<unknown, string>> = {},
): { header: string[]; rows: Cell[][] } {
  const header = columns.map((c) => translate(`resources.${resourceName}.fields.${c}`, { _: c }));
  const rows = records.map((record) =>
    columns.map((c) => exportCell(fields[c] ?? { kind: 'text' }, record[c], translate, referenceNames[c] ?? new Map())),
  );
  return { header, rows };
}
