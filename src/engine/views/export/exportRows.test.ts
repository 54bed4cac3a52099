import { describe, expect, it } from 'vitest';
import { boolean, money, reference, select, tags, text } from '../../fields';
import { exportTable, neutraliseFormula } from './exportRows';
import { toCsv } from './writeFile';

const translate = (key: string, options?: Record<string, unknown>) =>
  ({ 'app.boolean.yes': 'כן', 'app.boolean.no': 'לא', 'resources.c.fields.name': 'שם', 'k.a': 'אלף' })[key] ??
  String(options?._ ?? key);

describe('export rows', () => {
  it('neutralises formulas at the start of text cells', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(['+A1', '-2+cmd', '@SUM', '\tx'].map(neutraliseFormula)).toEqual(["'+A1", "'-2+cmd", "'@SUM", "'\tx"]);
    // numbers and phone numbers with a sign run no formula: they stay readable
    expect(['+1', '-2', '+972-50-1234567', '+972 (3) 555 1234'].map(neutraliseFormula)).toEqual([
      '+1',
      '-2',
      '+972-50-1234567',
      '+972 (3) 555 1234',
    ]);
    expect(neutraliseFormula('ספר = טוב')).toBe('ספר = טוב');
  });

  it('writes labels and readable values: choices, yes/no, references by name, tags, numbers as numbers', () => {
    const fields = {
      name: text(),
      active: boolean(),
      price: money(),
      kind: select([{ id: 'a', name: 'k.a' }]),
      parent_id: reference('x'),
      tags: tags(),
    };
    const table = exportTable(
      'c',
      fields,
      ['name', 'active', 'price', 'kind', 'parent_id', 'tags'],
      [{ id: 1, name: '=cmd', active: true, price: 29.9, kind: 'a', parent_id: 7, tags: ['x', 'y'] }],
      translate,
      {
        parent_id: new Map([[7, 'ספרות']]),
      },
    );
    expect(table.header[0]).toBe('שם');
    expect(table.rows).toEqual([["'=cmd", 'כן', 29.9, 'אלף', 'ספרות', 'x; y']]);
  });

  it('neutralises formulas in every CSV, whoever wrote the rows, but keeps numbers and phone numbers', () => {
    const csv = toCsv(
      ['=1+1', 'b'],
      [
        ['=HYPERLINK("http://x","y")', '+972-50-1234567'],
        ['@SUM(A1)', '-12.5'],
        ["+cmd|' /C calc'!A0", 'שלום'],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      "\ufeff'=1+1,b",
      '"\'=HYPERLINK(""http://x"",""y"")",+972-50-1234567',
      "'@SUM(A1),-12.5",
      "'+cmd|' /C calc'!A0,שלום",
    ]);
  });

  it('makes CSV with a byte-order mark and empty cells for nulls', () => {
    expect(toCsv(['a', 'b'], [[null, 'x,y']])).toBe('\ufeffa,b\r\n,"x,y"');
  });
});
