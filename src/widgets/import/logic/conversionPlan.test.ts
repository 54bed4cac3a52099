import { describe, expect, it } from 'vitest';
import type { FieldMapping, MappingState, RelatedConfig, RelatedState } from '../types';
import { buildConversionPlan, planColumns } from './conversionPlan';
import { computeDisabled } from './fieldDisabling';
import { normalizeSchema } from './normalizeSchema';

const m = (column: number | null, patch: Partial<FieldMapping> = {}): FieldMapping => ({
  column,
  defaultValue: '',
  dataType: 'string',
  transformations: [],
  ...patch,
});

const fields = normalizeSchema([
  { id: 'name', label: 'Name', required: true },
  { id: 'status', label: 'Status' },
  { id: 'notes', label: 'Notes' },
  {
    id: 'phones',
    label: 'Phones',
    element: 'array',
    attrs: {
      schema: [
        { id: 'value', label: 'Number', required: true },
        { id: 'kind', label: 'Kind' },
      ],
    },
  },
]);

const plan = (mapping: MappingState, related: RelatedState = {}) =>
  buildConversionPlan(fields, mapping, related, computeDisabled(fields, mapping, related));

describe('buildConversionPlan', () => {
  it('plans fields with a column or a default, in schema order', () => {
    const result = plan({
      name: m(0),
      status: m(null, {
        defaultValue: 'active',
        transformations: [{ fieldId: 'status', sourceValue: 'a', targetValue: 'b' }],
      }),
      notes: m(null),
    });
    expect(result.related).toEqual([]);
    expect(result.columns).toEqual([
      {
        key: 'name',
        label: 'Name',
        column: 0,
        defaultValue: '',
        dataType: 'string',
        transformations: [],
        required: true,
        list: false,
      },
      {
        key: 'status',
        label: 'Status',
        column: null,
        defaultValue: 'active',
        dataType: 'string',
        transformations: [['a', 'b']],
        required: false,
        list: false,
      },
    ]);
  });

  it('plans mapped array children as list columns of their array field, never required', () => {
    const result = plan({ name: m(0), 'phones.value': m(1), 'phones.kind': m(null, { defaultValue: 'mobile' }) });
    expect(result.columns.slice(1)).toMatchObject([
      { key: 'phones.value', list: true, arrayPath: 'phones', childId: 'value', required: false },
      { key: 'phones.kind', list: true, arrayPath: 'phones', childId: 'kind' },
    ]);
  });

  it('plans a mapped array field as a list of its first child', () => {
    const result = plan({ phones: m(3), 'phones.value': m(1) });
    expect(result.columns).toEqual([
      expect.objectContaining({ key: 'phones', column: 3, list: true, arrayPath: 'phones', childId: 'value' }),
    ]);
  });

  it('takes the children of an array field from related data when configured', () => {
    const related: RelatedConfig = {
      fieldPath: 'phones',
      slot: 'related:phones:1',
      fileName: 'phones.xlsx',
      sheet: 'Sheet1',
      sheetNames: [],
      hasHeader: true,
      headers: ['customer', 'phone', 'kind'],
      columnTypes: [],
      sourceKeyColumn: 2,
      relatedKeyColumn: 0,
      children: { 'phones.value': m(1), 'phones.kind': m(null) },
    };
    const result = plan({ name: m(0), 'phones.value': m(5) }, { phones: related });
    expect(result.columns.map((c) => c.key)).toEqual(['name']);
    expect(result.related).toEqual([
      {
        fieldPath: 'phones',
        sourceKeyColumn: 2,
        relatedKeyColumn: 0,
        children: [expect.objectContaining({ key: 'phones.value', column: 1, list: true, childId: 'value' })],
      },
    ]);
    expect(planColumns(result).map((c) => c.key)).toEqual(['name', 'phones.value']);
  });
});
