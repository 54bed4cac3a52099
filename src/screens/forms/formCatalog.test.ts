import { describe, expect, it } from 'vitest';
import { formTranslatorFor, hasFormCatalog, loadFormCatalog } from './formCatalog';

describe("the public form page's words", () => {
  it("reads the forms domain file and the signed-out catalogue of each language, with polyglot's interpolation", async () => {
    expect(hasFormCatalog('he')).toBe(true);
    expect(formTranslatorFor('he')('forms.renderer.submit')).toBe('שליחה');
    await loadFormCatalog('en');
    const en = formTranslatorFor('en');
    expect(en('forms.renderer.step', { current: 1, total: 3 })).toBe('Step 1 of 3');
    expect(en('forms.errors.too_long', { limit: 3 })).toBe('Too long (at most 3 characters)');
    expect(en('app.locale.label')).toBe('Language');
    expect(en('no.such.key', { _: 'fallback' })).toBe('fallback');
  });
});
