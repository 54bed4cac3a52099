import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySplices } from './history';
import { parseTsv, planClear, planPaste, rangeToMatrix, toTsv } from './clipboard';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

describe('parseTsv', () => {
  it('reads the tab-separated lines Excel copies, without the last line break as a row', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('one value')).toEqual([['one value']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('reads quoted cells with line breaks, tabs and doubled quotes', () => {
    expect(parseTsv('"line 1\nline 2"\t"a\tb"\t"say ""hi"""\r\nx\ty\tz\r\n')).toEqual([
      ['line 1\nline 2', 'a\tb', 'say "hi"'],
      ['x', 'y', 'z'],
    ]);
  });

  it('keeps empty cells and Hebrew text', () => {
    expect(parseTsv('שם\t\tעיר\n\t5\t')).toEqual([
      ['שם', '', 'עיר'],
      ['', '5', ''],
    ]);
  });

  it('takes a stray quote literally', () => {
    expect(parseTsv('5" screen\tok')).toEqual([['5" screen', 'ok']]);
    expect(parseTsv('"unclosed\tcell')).toEqual([['"unclosed', 'cell']]);
  });

  it('reads back what toTsv writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ב', ' ', '\t', '\n', '"', '1') });
    const matrix = fc
      .integer({ min: 1, max: 4 })
      .chain((width) =>
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 4 }),
      );
    fc.assert(
      fc.property(matrix, (m) => {
        // A last line of one empty cell is only the closing line break, as in Excel.
        fc.pre(!(m[0].length === 1 && m[m.length - 1][0] === ''));
        expect(parseTsv(toTsv(m))).toEqual(m);
      }),
      { numRuns: 500 },
    );
  });
});

const columns: SpreadsheetColumn[] = [
  { key: 'id', label: 'ID', locked: true },
  { key: 'name', label: 'Name' },
  { key: 'amount', label: 'Amount', format: 'number' },
  { key: 'active', label: 'Active', format: 'boolean', defaultValue: true },
];
const rows: SpreadsheetRow[] = [
  { id: 1, name: 'Dana', amount: 10, active: true },
  { id: 2, name: 'Yossi', amount: 20, active: false },
];
let made = 0;
const makeRow = (): SpreadsheetRow => ({ id: `new${++made}`, name: null, amount: null, active: true });

describe('planPaste', () => {
  it('pastes from the target cell, converting by format and skipping locked columns', () => {
    const splices = planPaste({
      rows,
      view: null,
      columns,
      target: { top: 0, bottom: 0, start: 0, end: 0 },
      matrix: [['99', 'Ruth', '$1,500', 'TRUE']],
      makeRow,
    });
    expect(applySplices(rows, splices)[0]).toEqual({ id: 1, name: 'Ruth', amount: 1500, active: true });
  });

  it('extends the sheet with new rows holding the defaults', () => {
    made = 0;
    const splices = planPaste({
      rows,
      view: null,
      columns,
      target: { top: 1, bottom: 1, start: 1, end: 1 },
      matrix: [
        ['A', '1'],
        ['B', '2'],
        ['C', 'x'],
      ],
      makeRow,
    });
    const after = applySplices(rows, splices);
    expect(after).toHaveLength(4);
    expect(after[1]).toMatchObject({ id: 2, name: 'A', amount: 1 });
    expect(after[2]).toEqual({ id: 'new1', name: 'B', amount: 2, active: true });
    expect(after[3]).toEqual({ id: 'new2', name: 'C', amount: null, active: true });
  });

  it('writes to the rows shown, through the view', () => {
    const splices = planPaste({
      rows,
      view: [1, 0],
      columns,
      target: { top: 0, bottom: 0, start: 1, end: 1 },
      matrix: [['first shown']],
      makeRow,
    });
    expect(applySplices(rows, splices).map((r) => r.name)).toEqual(['Dana', 'first shown']);
  });

  it('fills a larger selection with whole copies of the clipboard', () => {
    const splices = planPaste({
      rows,
      view: null,
      columns,
      target: { top: 0, bottom: 1, start: 1, end: 1 },
      matrix: [['same']],
      makeRow,
    });
    expect(applySplices(rows, splices).map((r) => r.name)).toEqual(['same', 'same']);
  });

  it('does nothing for an empty clipboard or only locked cells', () => {
    expect(
      planPaste({ rows, view: null, columns, target: { top: 0, bottom: 0, start: 0, end: 0 }, matrix: [], makeRow }),
    ).toEqual([]);
    expect(
      planPaste({
        rows,
        view: null,
        columns,
        target: { top: 0, bottom: 0, start: 0, end: 0 },
        matrix: [['5']],
        makeRow,
      }),
    ).toEqual([]);
  });
});

describe('rangeToMatrix and planClear', () => {
  it('copies a range as raw text', () => {
    expect(toTsv(rangeToMatrix(rows, columns, { top: 0, bottom: 1, start: 1, end: 3 }))).toBe(
      'Dana\t10\ttrue\r\nYossi\t20\tfalse',
    );
  });

  it('clears unlocked cells of a range to their empty value', () => {
    const after = applySplices(rows, planClear(rows, null, columns, { top: 0, bottom: 0, start: 0, end: 3 }));
    expect(after[0]).toEqual({ id: 1, name: null, amount: null, active: null });
    expect(after[1]).toBe(rows[1]);
  });
});
