import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf, createI18nProvider, withResourceAliases } from './i18nProvider';
import { translate } from './translator';
import { localeStore } from './localeStore';

const authorsMessages = { he: { name: 'סופר |||| סופרים' }, en: { name: 'Author |||| Authors' } };
const i18nProvider = createI18nProvider([{ name: 'authors', routeName: 'shop/authors', messages: authorsMessages }]);

describe('i18n provider', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('he');
  });

  it('starts in Hebrew, right to left', () => {
    expect(i18nProvider.getLocale()).toBe('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches to English: remembered, <html lang dir> follow', async () => {
    await i18nProvider.changeLocale('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localeStore.get()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18nProvider.translate('auth.errors.passwords_mismatch')).toBe('Passwords do not match');
  });

  it('labels resources under their route path too (shop/authors → authors)', () => {
    expect(i18nProvider.translate('resources.shop/authors.name', { smart_count: 2 })).toBe('סופרים');
    expect(withResourceAliases({ resources: { a: { name: 'A' } } }, { 'x/a': 'a' })).toEqual({
      resources: { a: { name: 'A' }, 'x/a': { name: 'A' } },
    });
  });

  it("adds a resource folder's own messages under its name and route path", () => {
    const messages = { he: { name: 'קטגוריה |||| קטגוריות' }, en: { name: 'Category |||| Categories' } };
    const tree = catalogOf('en', [{ name: 'cats', routeName: 'shop/cats', messages }]) as {
      resources: Record<string, unknown>;
    };
    expect(tree.resources.cats).toEqual(messages.en);
    expect(tree.resources['shop/cats']).toEqual(messages.en);
  });

  it('is the translator of code outside React', async () => {
    await i18nProvider.changeLocale('en');
    expect(translate('auth.errors.passwords_mismatch')).toBe('Passwords do not match');
  });

  it('translates outside React in the language shown, when the app goes back to a language it has drawn', () => {
    // The app keeps one provider per language and, switching back, hands react-admin the one it made before.
    createI18nProvider([]);
    localeStore.set('en');
    createI18nProvider([]);
    expect(translate('auth.errors.passwords_mismatch')).toBe('Passwords do not match');
    localeStore.set('he');
    expect(translate('auth.errors.passwords_mismatch')).not.toBe('Passwords do not match');
    expect(translate('auth.errors.passwords_mismatch')).not.toBe('auth.errors.passwords_mismatch');
  });
});
