import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnPlan as col } from '../testing/columnPlan';
import { ROW_KEY } from '../constants';
import type { DataType, PreviewRow, RawValue } from '../types';
import { cellConverter, listConverter } from './cellConverter';
import { rowIssueKeys } from './cellIssues';
import type { ConversionPlan } from './conversionPlan';
import { chunkBuffers, keyRows, NUMBER_CELL, RowChunkDecoder, RowChunkEncoder } from './rowChunks';

/** Encodes rows in chunks of `size` and decodes them again, as the engine and the page do. */
function roundTrip(rows: RawValue[][], plan: ConversionPlan, size: number, relatedRows = {}) {
  const encoder = new RowChunkEncoder(plan, relatedRows);
  const decoder = new RowChunkDecoder([...plan.columns, ...plan.related.flatMap((r) => r.children)].map((c) => c.key));
  const out: PreviewRow[] = [];
  const issues: string[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    const decoded = decoder.decode(encoder.encode(rows, start, Math.min(rows.length, start + size)));
    const first = out.length;
    out.push(...decoded.rows);
    for (let i = 0; i < decoded.rows.length; i++) issues.push([]);
    for (const [row, keys] of decoded.issues) issues[first + row] = keys;
  }
  keyRows(out);
  return { rows: out, issues };
}

/** What the chunks must hold: each cell converted on its own, rows without a value dropped. */
function reference(rows: RawValue[][], plan: ConversionPlan): PreviewRow[] {
  const converters = plan.columns.map((c) => (c.list ? listConverter(c, { count: 0 }) : cellConverter(c)));
  const out: PreviewRow[] = [];
  for (const row of rows) {
    const values = plan.columns.map((c, i) => converters[i](c.column === null ? null : row[c.column]));
    if (values.every((v) => v === null)) continue;
    out.push({ [ROW_KEY]: out.length, ...Object.fromEntries(plan.columns.map((c, i) => [c.key, values[i]])) });
  }
  return out;
}

describe('RowChunkEncoder and RowChunkDecoder', () => {
  const plan: ConversionPlan = {
    columns: [
      col('name', 0, { required: true }),
      col('age', 1, { dataType: 'number' }),
      col('born', 2, { dataType: 'date' }),
      col('phones.value', 3, { list: true, arrayPath: 'phones', childId: 'value', dataType: 'number' }),
      col('active', 4, { dataType: 'boolean' }),
      col('country', null, { defaultValue: 'IL' }),
    ],
    related: [],
  };
  const rows: RawValue[][] = [
    ['Dana', '30', '2024-01-15', '1; 2', 'yes'],
    [null, 'x', '31/02/2024', '1; y', 'no'],
    ['Avi', null, 45306, null, true],
    ['Dana', '30', '2024-01-15', '1; 2', 'yes'],
    [null, 'x', '31/02/2024', '1; y', 'no'],
  ];

  it('gives the rows and marks the cells that cellIssue marks, also for values met before', () => {
    const { rows: converted, issues } = roundTrip(rows, plan, 2);
    expect(converted).toEqual(reference(rows, plan));
    expect(converted[0]).toEqual({
      [ROW_KEY]: 0,
      name: 'Dana',
      age: 30,
      born: '2024-01-15',
      'phones.value': '1; 2',
      active: true,
      country: 'IL',
    });
    converted.forEach((row, i) => expect(issues[i]).toEqual(rowIssueKeys(plan.columns, row)));
    expect(issues[1]).toEqual(['name', 'age', 'born', 'phones.value']);
    expect(issues[4]).toEqual(issues[1]);
  });

  it('marks every empty cell that takes a default its type cannot hold', () => {
    const plan: ConversionPlan = {
      columns: [col('name', 0), col('born', 1, { dataType: 'date', defaultValue: 'soon' })],
      related: [],
    };
    const { rows: converted, issues } = roundTrip(
      [
        ['Dana', null],
        ['Avi', '2024-01-15'],
        ['Noa', ''],
      ],
      plan,
      2,
    );
    expect(converted.map((row) => row.born)).toEqual(['soon', '2024-01-15', 'soon']);
    expect(issues).toEqual([['born'], [], ['born']]);
  });

  it('sends a value that repeats in a column once', () => {
    const encoder = new RowChunkEncoder({
      columns: [col('city', 0), col('n', 1, { dataType: 'number' })],
      related: [],
    });
    const many: RawValue[][] = Array.from({ length: 300 }, (_, i) => [i % 2 ? 'Haifa' : 'Eilat', '7']);
    const first = encoder.encode(many, 0, 150);
    expect(first.values).toEqual(['Eilat', 7, 'Haifa']);
    expect(encoder.encode(many, 150, 300).values).toEqual([]);
  });

  it('stops remembering a column whose values are all different, and still converts it', () => {
    const plan: ConversionPlan = { columns: [col('id', 0), col('n', 1, { dataType: 'number' })], related: [] };
    const many: RawValue[][] = Array.from({ length: 20_000 }, (_, i) => [`C-${i}`, i + 0.5]);
    const encoder = new RowChunkEncoder(plan);
    expect(encoder.encode(many, 0, 10_000).codes[1]).toBe(1);
    const later = encoder.encode(many, 10_000, 20_000);
    // Every id is new; numbers now travel in their own array, not the value table.
    expect(later.values).toHaveLength(10_000);
    expect(later.codes[1]).toBe(NUMBER_CELL);
    expect(later.numbers![1]).toBe(10_000.5);
    expect(roundTrip(many, plan, 4000).rows).toEqual(reference(many, plan));
  });

  it('lists the buffers to hand over', () => {
    const chunk = new RowChunkEncoder({ columns: [col('n', 0, { dataType: 'number' })], related: [] }).encode(
      [[1]],
      0,
      1,
    );
    expect(chunkBuffers(chunk)).toEqual([chunk.codes.buffer, chunk.issues.buffer]);
  });

  it('marks a related list whose items fail their type', () => {
    const child = col('phones.n', 1, { list: true, arrayPath: 'phones', childId: 'n', dataType: 'number' });
    const plan: ConversionPlan = {
      columns: [col('name', 0)],
      related: [{ fieldPath: 'phones', sourceKeyColumn: 1, relatedKeyColumn: 0, children: [child] }],
    };
    const phones: RawValue[][] = [
      ['c-1', 'x'],
      ['C-1', '7'],
      ['C-2', '8'],
    ];
    const { rows: converted, issues } = roundTrip(
      [
        ['Dana', 'C-1'],
        ['Avi', 'C-2'],
        [null, 'C-3'],
      ],
      plan,
      10,
      { phones },
    );
    expect(converted).toEqual([
      { [ROW_KEY]: 0, name: 'Dana', 'phones.n': 'x; 7' },
      { [ROW_KEY]: 1, name: 'Avi', 'phones.n': '8' },
    ]);
    expect(issues).toEqual([['phones.n'], []]);
  });

  it('equals converting every cell by itself, for any values, types and chunk sizes', () => {
    const raw = fc.oneof(
      fc.constantFrom<RawValue>(
        null,
        '',
        ' ',
        'yes',
        'NO',
        '1',
        '0',
        '12',
        ' 3.5 ',
        '1,234',
        'abc',
        '2024-02-29',
        '31.12.2023',
        '45000',
        '1; x',
        'ב',
      ),
      fc.integer({ min: -5, max: 60000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2050, 0, 1)), noInvalidDate: true }),
    );
    const type = fc.constantFrom<DataType>('string', 'number', 'boolean', 'date', 'datetime');
    const column = fc.record({
      type,
      required: fc.boolean(),
      list: fc.boolean(),
      fallback: fc.constantFrom('', '5', 'x'),
      source: fc.nat(2),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(raw, { minLength: 3, maxLength: 3 }), { maxLength: 40 }),
        fc.array(column, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 7 }),
        (rows, columns, size) => {
          const plan: ConversionPlan = {
            columns: columns.map((c, i) =>
              col(`f${i}`, c.source, {
                dataType: c.type,
                required: c.required,
                list: c.list,
                defaultValue: c.fallback,
                arrayPath: c.list ? 'a' : undefined,
              }),
            ),
            related: [],
          };
          const { rows: converted, issues } = roundTrip(rows, plan, size);
          expect(converted).toEqual(reference(rows, plan));
          converted.forEach((row, i) => expect(issues[i]).toEqual(rowIssueKeys(plan.columns, row)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
