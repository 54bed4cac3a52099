import { describe, expect, it } from 'vitest';
import type { FieldMapping, MappingState, RelatedConfig } from '../types';
import { computeDisabled } from './fieldDisabling';
import { normalizeSchema } from './normalizeSchema';
import { isMappingComplete, requiredMark } from './requiredRules';

const m = (column: number | null, defaultValue = ''): FieldMapping => ({
  column,
  defaultValue,
  dataType: 'string',
  transformations: [],
});

const complete = (schema: Parameters<typeof normalizeSchema>[0], mapping: MappingState, related = {}) => {
  const fields = normalizeSchema(schema);
  return isMappingComplete(fields, mapping, related, computeDisabled(fields, mapping, related));
};

const schema = [
  { id: 'name', label: 'Name', required: true },
  { id: 'email', label: 'Email', attrs: { attrs: { required: true } } },
  { id: 'notes', label: 'Notes' },
  {
    id: 'phones',
    label: 'Phones',
    element: 'array',
    attrs: { schema: [{ id: 'value', label: 'Number', required: true }] },
  },
];

describe('requiredMark', () => {
  it('marks required fields * and required array children †', () => {
    const fields = normalizeSchema(schema);
    expect(fields.map(requiredMark)).toEqual(['*', '*', '', '', '†']);
  });
});

describe('isMappingComplete', () => {
  it('needs every required top-level field mapped or defaulted', () => {
    expect(complete(schema, { name: m(0) })).toBe(false);
    expect(complete(schema, { name: m(0), email: m(1) })).toBe(true);
    expect(complete(schema, { name: m(0), email: m(null, 'x@y.z') })).toBe(true);
    expect(complete(schema, { name: m(0), email: m(null, '   ') })).toBe(false);
  });

  it('never requires array children', () => {
    expect(complete(schema, { name: m(0), email: m(1), 'phones.value': m(null) })).toBe(true);
  });

  it('needs at least one mapping or default when nothing is required', () => {
    const optional = [{ id: 'a' }, { id: 'b' }];
    expect(complete(optional, {})).toBe(false);
    expect(complete(optional, { a: m(null) })).toBe(false);
    expect(complete(optional, { b: m(null, 'x') })).toBe(true);
    expect(complete(optional, { a: m(3) })).toBe(true);
  });

  it('accepts a required array field mapped through a child or related data', () => {
    const arraySchema = [{ id: 'phones', element: 'array', required: true, attrs: { schema: [{ id: 'value' }] } }];
    expect(complete(arraySchema, {})).toBe(false);
    expect(complete(arraySchema, { 'phones.value': m(2) })).toBe(true);
    const related: RelatedConfig = {
      fieldPath: 'phones',
      slot: 'related:phones:1',
      fileName: 'p.csv',
      sheet: 'p',
      sheetNames: [],
      hasHeader: true,
      headers: [],
      columnTypes: [],
      sourceKeyColumn: 0,
      relatedKeyColumn: 1,
      children: {},
    };
    expect(complete(arraySchema, {}, { phones: related })).toBe(true);
  });

  it('ignores the mapping of a disabled field', () => {
    const arraySchema = [{ id: 'phones', element: 'array', attrs: { schema: [{ id: 'value' }] } }];
    // The parent is mapped, so the child's column does not count (and the parent's does).
    expect(complete(arraySchema, { phones: m(0), 'phones.value': m(1) })).toBe(true);
    const fields = normalizeSchema(arraySchema);
    const mapping = { phones: m(null, 'x'), 'phones.value': m(1) };
    // The child is mapped, so the parent is disabled; the child still counts.
    expect(isMappingComplete(fields, mapping, {}, computeDisabled(fields, mapping))).toBe(true);
  });
});
