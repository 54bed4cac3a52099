import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, withResourceAliases } from './i18nProvider';
import { localeStore } from './localeStore';

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
    expect(withResourceAliases({ resources: { a: { name: 'A' } } }, { 'x/a': 'a' })).toEqual({ resources: { a: { name: 'A' }, 'x/a': { name: 'A' } } });
  });
});
