import { describe, expect, it, vi } from 'vitest';
import enPublic from './en/public';
import hePublic from './he/public';
import { leafKeys } from './merge';

// A fresh copy of the module: the test setup hands both whole catalogues to the shared one.
const freshCatalogs = async () => {
  vi.resetModules();
  return import('./catalogs');
};

describe('the catalogue in two parts', () => {
  it('holds the same signed-out keys in Hebrew and English', () => {
    expect(leafKeys(hePublic).sort()).toEqual(leafKeys(enPublic).sort());
  });

  it('starts with Hebrew for the signed-out pages only, and is whole once the signed-in part is asked for', async () => {
    const { baseCatalog, hasCatalog, loadSignedInCatalog } = await freshCatalogs();
    const first = baseCatalog('he')!;
    expect(first).toEqual(hePublic);
    expect(leafKeys(first)).toContain('auth.login.forgot');
    expect(leafKeys(first)).not.toContain('resources.customers.merge.title');
    expect(baseCatalog('en')).toBeUndefined();

    await loadSignedInCatalog();
    expect(hasCatalog('he')).toBe(true);
    expect(leafKeys(baseCatalog('he')!)).toContain('resources.customers.merge.title');
    expect(hasCatalog('en')).toBe(false);
  });

  it('fetches English in parts: the signed-out part alone until the signed-in part is wanted', async () => {
    const { baseCatalog, hasCatalog, loadCatalog, loadSignedInCatalog } = await freshCatalogs();
    expect(await loadCatalog('en')).toEqual(enPublic);
    expect(hasCatalog('en')).toBe(true);

    await loadSignedInCatalog();
    expect(hasCatalog('en')).toBe(false);
    expect(leafKeys(await loadCatalog('en'))).toContain('resources.customers.merge.title');
    expect(baseCatalog('en')).toEqual(await loadCatalog('en'));
  });
});
