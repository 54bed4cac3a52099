import { describe, expect, it } from 'vitest';
import type { FieldMapping, MappingState, RelatedConfig } from '../types';
import { computeDisabled } from './fieldDisabling';
import { normalizeSchema } from './normalizeSchema';

const fields = normalizeSchema([
  { id: 'name', label: 'Name' },
  {
    id: 'phones',
    label: 'Phones',
    element: 'array',
    attrs: {
      schema: [
        { id: 'value', label: 'Number' },
        { id: 'kind', label: 'Kind' },
      ],
    },
  },
]);

const mapped = (column: number | null): FieldMapping => ({
  column,
  defaultValue: '',
  dataType: 'string',
  transformations: [],
});
const state = (columns: Record<string, number | null>): MappingState =>
  Object.fromEntries(Object.entries(columns).map(([path, column]) => [path, mapped(column)]));

describe('computeDisabled', () => {
  it('disables the children of a mapped array field with the parent label', () => {
    const disabled = computeDisabled(fields, state({ phones: 1 }));
    expect(disabled.get('phones.value')).toEqual({ kind: 'parentMapped', parentLabel: 'Phones' });
    expect(disabled.get('phones.kind')).toEqual({ kind: 'parentMapped', parentLabel: 'Phones' });
    expect(disabled.has('phones')).toBe(false);
    expect(disabled.has('name')).toBe(false);
  });

  it('disables the array field when a child is mapped', () => {
    const disabled = computeDisabled(fields, state({ 'phones.kind': 2 }));
    expect(disabled.get('phones')).toEqual({ kind: 'childMapped' });
    expect(disabled.size).toBe(1);
  });

  it('disables nothing when nothing is mapped, and a default is not a mapping', () => {
    const mapping = state({ name: 0 });
    mapping['phones.value'] = { ...mapped(null), defaultValue: '050' };
    expect(computeDisabled(fields, mapping).size).toBe(0);
  });

  it('treats configured related data as mapping the array field', () => {
    const related: RelatedConfig = {
      fieldPath: 'phones',
      slot: 'related:phones:1',
      fileName: 'phones.csv',
      sheet: 'phones',
      sheetNames: [],
      hasHeader: true,
      headers: ['key', 'phone'],
      columnTypes: [],
      sourceKeyColumn: 0,
      relatedKeyColumn: 0,
      children: {},
    };
    expect(computeDisabled(fields, {}, { phones: related }).get('phones.value')?.kind).toBe('parentMapped');
    expect(computeDisabled(fields, {}, { phones: { ...related, relatedKeyColumn: null } }).size).toBe(0);
  });
});
