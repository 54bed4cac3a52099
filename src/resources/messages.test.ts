import { describe, expect, it } from 'vitest';
import he from '../i18n/he';
import { leafKeys, type MessageTree } from '../i18n/merge';
import { resources } from './index';

describe('messages kept in resource folders', () => {
  const withMessages = resources.filter((r) => r.messages);

  it('exist for at least the proof entity', () => {
    expect(withMessages.map((r) => r.name)).toContain('product-categories');
  });

  it.each(withMessages.map((r) => [r.name, r] as const))(
    '%s: Hebrew and English hold the same keys, and every field has a label',
    (_name, resource) => {
      const he = leafKeys(resource.messages!.he).sort();
      const en = leafKeys(resource.messages!.en).sort();
      expect(he).toEqual(en);
      for (const field of Object.keys(resource.fields)) expect(he).toContain(`fields.${field}`);
      for (const action of resource.config.actions ?? [])
        expect(he).toEqual(expect.arrayContaining([`actions.${action.id}`, `actions.${action.id}_done`]));
    },
  );

  it('never name a column in a Hebrew label (a field is called by its words, not "כתובת (slug)")', () => {
    const trees: MessageTree[] = [he, ...withMessages.map((r) => r.messages!.he)];
    const values = (tree: MessageTree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v as MessageTree)));
    const leaking = trees.flatMap(values).filter((text) => /\s\([a-z_]{2,}\)/.test(text));
    expect(leaking).toEqual([]);
  });
});
