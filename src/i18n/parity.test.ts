import { describe, expect, it } from 'vitest';
import en from './en';
import he from './he';
import { leafKeys, mergeMessages, type MessageTree } from './merge';

const valueAt = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]))].sort();

describe('he and en messages', () => {
  const heKeys = leafKeys(he).sort();
  const enKeys = leafKeys(en).sort();

  it('hold the same keys', () => {
    expect(heKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !heKeys.includes(k))).toEqual([]);
    expect(heKeys.length).toBeGreaterThan(300);
  });

  it('use the same placeholders and plural forms for every key', () => {
    const mismatches = enKeys.filter((key) => {
      const english = String(valueAt(en, key));
      const hebrew = String(valueAt(he, key));
      return (
        JSON.stringify(placeholders(english)) !== JSON.stringify(placeholders(hebrew)) ||
        english.split('||||').length !== hebrew.split('||||').length
      );
    });
    expect(mismatches).toEqual([]);
  });

  it('leave no message empty (unless the English one is blank too)', () => {
    expect(heKeys.filter((k) => !String(valueAt(he, k)).trim() && String(valueAt(en, k)).trim())).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('merges domain files deeply', () => {
    expect(mergeMessages({ a: { x: '1' } }, { a: { y: '2' } }, { b: '3' })).toEqual({ a: { x: '1', y: '2' }, b: '3' });
  });

  it('refuses a key defined by two files', () => {
    expect(() => mergeMessages({ a: { x: '1' } }, { a: { x: '2' } })).toThrow('Message "a.x" is defined twice');
  });
});
