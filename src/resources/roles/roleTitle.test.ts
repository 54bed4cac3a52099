import { afterEach, describe, expect, it } from 'vitest';
import { setTranslator } from '../../i18n/translator';
import roles from './index';

const words: Record<string, string> = { 'resources.roles.built_in_names.sales': 'מכירות' };

describe("a role's name in titles", () => {
  afterEach(() => setTranslator((key, options) => (typeof options?._ === 'string' ? options._ : key)));

  it('names a built-in role in words, never by its internal name', () => {
    setTranslator((key, options) => words[key] ?? String(options?._ ?? key));
    expect(roles.represent({ id: 1, name: 'sales', built_in: true })).toBe('מכירות');
  });

  it('keeps the name a person gave a role of their own, isolated from the text around it', () => {
    expect(roles.represent({ id: 2, name: 'sales', built_in: false })).toBe('\u2068sales\u2069');
  });
});
