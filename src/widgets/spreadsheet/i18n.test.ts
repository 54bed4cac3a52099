import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/spreadsheet';
import he from '../../i18n/he/spreadsheet';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });

const placeholders = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();

describe('spreadsheet messages', () => {
  const english = new Map(leaves(en));
  const hebrew = new Map(leaves(he));

  it('have the same keys in Hebrew and English', () => {
    expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep placeholders and plural forms, and Hebrew is translated', () => {
    for (const [key, text] of english) {
      const translated = hebrew.get(key) as string;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated.split('||||').length, key).toBe(text.split('||||').length);
      expect(/[\u0590-\u05FF]/.test(translated), key).toBe(true);
    }
  });

  it('use the English texts of SPEC.md word for word', () => {
    expect(english.get('spreadsheet.action.select_all')).toBe('Select All');
    expect(english.get('spreadsheet.action.clear_all')).toBe('Clear All');
    expect(english.get('spreadsheet.action.add_row')).toBe('Add Row');
    expect(english.get('spreadsheet.copied')).toBe('Copied to clipboard');
  });
});
