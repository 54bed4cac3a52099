import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ROW_KEY } from '../constants';
import type { ConversionPlan } from '../logic/conversionPlan';
import { keyRows, RowChunkDecoder, RowChunkEncoder } from '../logic/rowChunks';
import { TableBuilder } from '../parse/buildTable';
import { tokenizeCsv } from '../parse/csvTokens';
import type { CsvFormat } from '../parse/readCsv';
import { columnPlan as col } from '../testing/columnPlan';
import type { PreviewRow } from '../types';
import { lazyPreview } from './lazyPreview';

const COMMA: CsvFormat = { delimiter: ',', newline: '\n' };

/** What the worker makes of the same text: papaparse, the table, the engine's conversion (rows, issues). */
function engineConversion(text: string, hasHeader: boolean, plan: ConversionPlan) {
  const builder = new TableBuilder(hasHeader);
  builder.add(Papa.parse<string[]>(text, { skipEmptyLines: true, delimiter: ',', newline: '\n' }).data);
  const chunk = new RowChunkEncoder(plan).encode(builder.rows, 0, builder.rows.length);
  const { rows, issues } = new RowChunkDecoder(plan.columns.map((c) => c.key)).decode(chunk);
  keyRows(rows);
  const fix = rows.map((): string[] => []);
  for (const [row, keys] of issues) fix[row] = keys;
  return { rows, fix };
}

function lazy(text: string, hasHeader: boolean, plan: ConversionPlan) {
  const { rows, issues } = lazyPreview(tokenizeCsv(text, COMMA), hasHeader, plan);
  return { rows, fix: rows.map((row: PreviewRow) => [...(issues.get(row) ?? [])]) };
}

const plan: ConversionPlan = {
  columns: [
    col('name', 0, { required: true }),
    col('age', 1, { dataType: 'number' }),
    col('born', 2, { dataType: 'date' }),
    col('phones.value', 3, { list: true, arrayPath: 'phones', childId: 'value' }),
    col('status', 4, { transformations: [['a', 'active']] }),
  ],
  related: [],
};

describe('lazyPreview', () => {
  it('counts the records at once and converts a row only when it is read', () => {
    const text = 'name,age\n' + Array.from({ length: 1000 }, (_, i) => `n${i},${i}`).join('\n') + '\n,\n';
    const preview = lazyPreview(tokenizeCsv(text, COMMA), true, {
      columns: [col('name', 0), col('age', 1, { dataType: 'number' })],
      related: [],
    });
    expect(preview.rows).toHaveLength(1000);
    expect(preview.rows[999]).toEqual({ [ROW_KEY]: 999, name: 'n999', age: 999 });
    expect(Object.keys(preview.rows).filter((key) => key !== 'length')).toEqual(['999']);
  });

  it('gives the rows and cells to fix of the engine: header, blank rows, defaults, required, lists, transformations', () => {
    const text =
      'Name,Age,Born,Phones,Status\nDana,30,2024-01-15,1; 2,a\n,x,31/02/2024,;,b\n\n , ,\nAvi,,45306,,\n,,,,a\n';
    for (const hasHeader of [true, false]) {
      expect(lazy(text, hasHeader, plan)).toEqual(engineConversion(text, hasHeader, plan));
    }
    const withDefault: ConversionPlan = {
      columns: [...plan.columns, col('country', null, { defaultValue: 'IL' })],
      related: [],
    };
    expect(lazy(text, true, withDefault)).toEqual(engineConversion(text, true, withDefault));
  });

  it('equals the engine for any texts and header choice', () => {
    const cell = fc.constantFrom('', ' ', 'Dana', '12', 'x', '1; 2', ';', 'a', '2024-02-29', '"q, r"', '45000', 'yes');
    const text = fc
      .array(fc.array(cell, { minLength: 0, maxLength: 6 }), { maxLength: 12 })
      .map((rows) => rows.map((row) => row.join(',')).join('\n'));
    fc.assert(
      fc.property(text, fc.boolean(), (csv, hasHeader) => {
        expect(lazy(csv, hasHeader, plan)).toEqual(engineConversion(csv, hasHeader, plan));
      }),
      { numRuns: 500 },
    );
  });
});
