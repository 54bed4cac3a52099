import { describe, expect, it } from 'vitest';
import { formTranslatorFor, hasFormCatalog, loadFormCatalog } from './formCatalog';

describe("the public form page's words", () => {
  it("reads the forms and inputs domain files and the signed-out catalogue of each language, with polyglot's interpolation", async () => {
    expect(hasFormCatalog('he')).toBe(true);
    expect(formTranslatorFor('he')('forms.renderer.submit')).toBe('שליחה');
    expect(formTranslatorFor('he')('inputs.otp.digit', { index: 2, length: 6 })).toBe('ספרה 2 מתוך 6');
    await loadFormCatalog('en');
    const en = formTranslatorFor('en');
    expect(en('forms.renderer.step', { current: 1, total: 3 })).toBe('Step 1 of 3');
    expect(en('forms.errors.too_long', { limit: 3 })).toBe('Too long (at most 3 characters)');
    expect(en('app.locale.label')).toBe('Language');
    expect(en('inputs.email.did_you_mean', { suggestion: 'a@gmail.com' })).toBe('Did you mean a@gmail.com?');
    expect(en('no.such.key', { _: 'fallback' })).toBe('fallback');
  });
});
