import { describe, expect, it } from 'vitest';
import { boolean, money, reference, select, tags, text } from '../../fields';
import { exportTable, neutraliseFormula } from './exportRows';
import { toCsv } from './writeFile';

const translate = (key: string, options?: Record<string, unknown>) =>
  ({ 'app.boolean.yes': 'כן', 'app.boolean.no': 'לא', 'resources.c.fields.name': 'שם', 'k.a': 'אלף' })[key] ?? String(options?._ ?? key);

describe('export rows', () => {
  it('neutralises formulas at the start of text cells', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(['+1', '-2', '@SUM', '\tx'].map(neutraliseFormula)).toEqual(["'+1", "'-2", "'@SUM", "'\tx"]);
    expect(neutraliseFormula('ספר = טוב')).toBe('ספר = טוב');
  });

  it('writes labels and readable values: choices, yes/no, references by name, tags, numbers as numbers', () => {
    const fields = { name: text(), active: boolean(), price: money(), kind: select([{ id: 'a', name: 'k.a' }]), parent_id: reference('x'), tags: tags() };
    const table = exportTable('c', fields, ['name', 'active', 'price', 'kind', 'parent_id', 'tags'], [{ id: 1, name: '=cmd', active: true, price: 29.9, kind: 'a', parent_id: 7, tags: ['x', 'y'] }], translate, {
      parent_id: new Map([[7, 'ספרות']]),
    });
    expect(table.header[0]).toBe('שם');
    expect(table.rows).toEqual([["'=cmd", 'כן', 29.9, 'אלף', 'ספרות', 'x; y']]);
  });

  it('makes CSV with a byte-order mark and empty cells for nulls', () => {
    expect(toCsv(['a', 'b'], [[null, 'x,y']])).toBe('\ufeffa,b\r\n,"x,y"');
  });
});
