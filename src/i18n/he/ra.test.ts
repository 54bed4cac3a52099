import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import heRaMessages from './ra';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as [dotted key, value]. */
const leaves = (tree: Tree, prefix = ''): Array<[string, unknown]> =>
  Object.entries(tree).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as Tree, path) : [[path, value]];
  });

const placeholders = (text: string): string[] => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();

const pluralForms = (text: string): string[] => text.split('||||').map((form) => form.trim());

/** True when a string has no words once its placeholders are removed (e.g. '%{name}', ' '). */
const isOnlyPlaceholdersOrSymbols = (text: string): boolean => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

const english = new Map(leaves({ ra: englishMessages.ra }));
const hebrew = new Map(leaves({ ra: heRaMessages.ra }));

describe('Hebrew ra.* messages', () => {
  it('has exactly the leaf keys of ra-language-english', () => {
    expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(150);
  });

  it.each([...hebrew.entries()])('%s is a non-empty string', (_key, value) => {
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeGreaterThan(0);
  });

  it.each([...english.entries()])('%s keeps the plural forms and placeholders of the English text', (key, en) => {
    const he = hebrew.get(key);
    expect(typeof he).toBe('string');
    const enForms = pluralForms(en as string);
    const heForms = pluralForms(he as string);
    expect(heForms).toHaveLength(enForms.length);
    enForms.forEach((enForm, i) => {
      for (const variable of placeholders(enForm)) {
        expect(heForms[i]).toContain(variable);
      }
    });
  });

  it.each([...english.entries()].filter(([, en]) => !isOnlyPlaceholdersOrSymbols(en as string)))(
    '%s is translated into Hebrew',
    (key, en) => {
      const he = hebrew.get(key) as string;
      expect(he).not.toBe(en);
      expect(he).toMatch(/[\u05D0-\u05EA]/);
      // No untranslated English words left outside the placeholders.
      expect(he.replace(/%\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
    },
  );

  it('keeps page ranges in reading order in right-to-left text (ASCII hyphen between the numbers)', () => {
    expect(hebrew.get('ra.navigation.page_range_info')).toMatch(/^%\{offsetBegin\}-%\{offsetEnd\} /);
    expect(hebrew.get('ra.navigation.partial_page_range_info')).toMatch(/^%\{offsetBegin\}-%\{offsetEnd\} /);
  });

  it('renders through polyglot with the Hebrew plural rule', () => {
    const i18n = polyglotI18nProvider(() => heRaMessages, 'he');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('נבחרה רשומה אחת');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('נבחרו 3 רשומות');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 240 })).toBe(
      '1-25 מתוך 240',
    );
    expect(i18n.translate('ra.message.bulk_delete_title', { smart_count: 2, name: 'לקוחות' })).toBe('מחיקת 2 לקוחות');
  });
});
