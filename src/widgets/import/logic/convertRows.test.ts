import { describe, expect, it } from 'vitest';
import { columnPlan as col } from '../testing/columnPlan';
import { ROW_KEY } from '../constants';
import type { RawValue } from '../types';
import type { ConversionPlan } from './conversionPlan';
import { cellConverter } from './cellConverter';
import { convertRows } from './convertRows';

describe('cellConverter', () => {
  it('applies transformations before the type', () => {
    const convert = cellConverter(
      col('active', 0, {
        dataType: 'boolean',
        transformations: [
          ['כן', 'yes'],
          ['לא פעיל', 'false'],
        ],
      }),
    );
    expect(convert('כן')).toBe(true);
    expect(convert(' לא פעיל ')).toBe(false);
  });

  it('uses the default for empty cells, converted by the type', () => {
    const convert = cellConverter(col('age', 0, { dataType: 'number', defaultValue: '18' }));
    expect(convert(null)).toBe(18);
    expect(convert('  ')).toBe(18);
    expect(convert('30')).toBe(30);
  });

  it('keeps the text of a value that fails conversion so it can be fixed', () => {
    expect(cellConverter(col('age', 0, { dataType: 'number' }))('abc')).toBe('abc');
    expect(cellConverter(col('born', 0, { dataType: 'date' }))(' 31/02/2024 ')).toBe('31/02/2024');
  });
});

describe('convertRows', () => {
  const rows: RawValue[][] = [
    ['Dana', '30', 'C-1', '050-1; 052-2'],
    ['Avi', null, 'C-2', null],
    [null, null, null, null],
  ];

  it('converts mapped columns, fills defaults and drops rows left empty', () => {
    const plan: ConversionPlan = {
      columns: [col('name', 0), col('age', 1, { dataType: 'number' }), col('country', null, { defaultValue: 'IL' })],
      related: [],
    };
    expect(convertRows(rows, plan)).toEqual([
      { [ROW_KEY]: 0, name: 'Dana', age: 30, country: 'IL' },
      { [ROW_KEY]: 1, name: 'Avi', age: null, country: 'IL' },
      { [ROW_KEY]: 2, name: null, age: null, country: 'IL' },
    ]);
    expect(convertRows(rows, { columns: [col('name', 0)], related: [] })).toHaveLength(2);
  });

  it('converts the items of a list cell one by one', () => {
    const plan: ConversionPlan = {
      columns: [col('phones.value', 3, { list: true, arrayPath: 'phones', childId: 'value' })],
      related: [],
    };
    expect(convertRows(rows, plan)).toEqual([{ [ROW_KEY]: 0, 'phones.value': '050-1; 052-2' }]);
  });

  it('joins related rows on the key columns and lists their values', () => {
    const phones: RawValue[][] = [
      ['c-1', '050-1111111', 'mobile'],
      ['C-2', '03-2222222', null],
      ['C-1', '04-3333333', 'home'],
    ];
    const plan: ConversionPlan = {
      columns: [col('name', 0)],
      related: [
        {
          fieldPath: 'phones',
          sourceKeyColumn: 2,
          relatedKeyColumn: 0,
          children: [
            col('phones.value', 1, { list: true, arrayPath: 'phones', childId: 'value' }),
            col('phones.kind', 2, { list: true, arrayPath: 'phones', childId: 'kind', defaultValue: 'other' }),
          ],
        },
      ],
    };
    expect(convertRows(rows, plan, { phones })).toEqual([
      { [ROW_KEY]: 0, name: 'Dana', 'phones.value': '050-1111111; 04-3333333', 'phones.kind': 'mobile; home' },
      { [ROW_KEY]: 1, name: 'Avi', 'phones.value': '03-2222222', 'phones.kind': 'other' },
    ]);
  });
});
