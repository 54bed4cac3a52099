import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../i18n/merge';

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (tree: MessageTree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });

const placeholders = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();

/**
 * The tests of one domain's message files: Hebrew and English hold the same keys, each Hebrew text keeps the
 * placeholders and plural forms of the English one and is written in Hebrew, and the product's fixed English texts
 * (`spec`, dotted key to text) are used word for word.
 */
export function describeMessages(title: string, en: MessageTree, he: MessageTree, spec: Record<string, string>): void {
  describe(title, () => {
    const english = new Map(leaves(en));
    const hebrew = new Map(leaves(he));

    it('have the same keys in Hebrew and English', () => {
      expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('keep placeholders and plural forms, and Hebrew is translated', () => {
      for (const [key, text] of english) {
        const translated = hebrew.get(key)!;
        expect(placeholders(translated), key).toEqual(placeholders(text));
        expect(translated.split('||||').length, key).toBe(text.split('||||').length);
        expect(/[\u0590-\u05FF]/.test(translated), key).toBe(true);
      }
    });

    it('use the fixed English texts word for word', () => {
      for (const [key, text] of Object.entries(spec)) expect(english.get(key), key).toBe(text);
    });
  });
}
