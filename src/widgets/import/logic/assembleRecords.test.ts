import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROW_KEY } from '../constants';
import type { ColumnPlan } from './conversionPlan';
import { assembleRecord, assembleRecords, assembleRecordsInSlices, setPath } from './assembleRecords';
import { columnPlan } from '../testing/columnPlan';

const col = (key: string, patch: Partial<ColumnPlan> = {}): ColumnPlan => columnPlan(key, 0, patch);

describe('setPath', () => {
  it('creates nested objects for dotted paths and refuses prototype keys', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'a.b.c', 1);
    setPath(target, 'a.d', 2);
    setPath(target, '__proto__.x', 3);
    expect(target).toEqual({ a: { b: { c: 1 }, d: 2 } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('assembleRecord', () => {
  const columns = [
    col('name'),
    col('age', { dataType: 'number' }),
    col('address.city'),
    col('address.zip', { dataType: 'number' }),
    col('vip', { dataType: 'boolean' }),
    col('phones.value', { list: true, arrayPath: 'phones', childId: 'value' }),
    col('phones.primary', { list: true, arrayPath: 'phones', childId: 'primary', dataType: 'boolean' }),
    col('tags', { list: true, arrayPath: 'tags', childId: null }),
  ];

  it('keys by field id, nests dotted ids and lists array items', () => {
    const row = {
      [ROW_KEY]: 4,
      name: 'דנה',
      age: '41',
      'address.city': 'חיפה',
      'address.zip': 3100000,
      vip: 'yes',
      'phones.value': '050-1; 052-2',
      'phones.primary': 'true; false',
      tags: 'a; b',
    };
    expect(assembleRecord(row, columns)).toEqual({
      name: 'דנה',
      age: 41,
      address: { city: 'חיפה', zip: 3100000 },
      vip: true,
      phones: [
        { value: '050-1', primary: true },
        { value: '052-2', primary: false },
      ],
      tags: ['a', 'b'],
    });
  });

  it('skips null values, empty items and empty lists', () => {
    const row = {
      name: 'x',
      age: 'not a number',
      'address.city': null,
      'phones.value': '; 052',
      'phones.primary': null,
      tags: '',
    };
    expect(assembleRecord(row, columns)).toEqual({ name: 'x', phones: [{ value: '052' }] });
  });

  it('drops rows that give no value at all', () => {
    expect(assembleRecords([{ name: 'a' }, { name: null }, {}], columns)).toEqual([{ name: 'a' }]);
  });

  it('gives the same records in slices', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ name: `n${i}`, age: i }));
    expect(await assembleRecordsInSlices(rows, columns, 5)).toEqual(assembleRecords(rows, columns));
  });

  it('rebuilds any flat record of scalars and lists', () => {
    const text = fc
      .string({ minLength: 1 })
      .map((s) => s.replace(/;/g, '').trim())
      .filter((s) => s !== '');
    const record = fc.record(
      {
        name: text,
        age: fc.integer(),
        address: fc.record({ city: text }),
        phones: fc.array(fc.record({ value: text }), { minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (expected) => {
        const row = {
          name: expected.name ?? null,
          age: expected.age ?? null,
          'address.city': expected.address?.city ?? null,
          'phones.value': expected.phones ? expected.phones.map((p) => p.value).join('; ') : null,
        };
        expect(assembleRecord(row, columns)).toEqual(expected);
      }),
    );
  });
});
