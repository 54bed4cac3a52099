import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/catalogs';
import { translatorFor } from './translate';

describe("the sign-in pages' translate", () => {
  it("reads the catalogue of each language with react-admin's interpolation and defaults", async () => {
    await loadCatalog('en');
    const en = translatorFor('en');
    expect(en('auth.forgot.sent', { email: 'dana@example.com' })).toBe(
      'If an account exists for dana@example.com, a link to reset its password is on its way.',
    );
    expect(en('no.such.key', { _: 'fallback' })).toBe('fallback');
    expect(translatorFor('he')('auth.login.title')).toBe('כניסה');
  });
});
