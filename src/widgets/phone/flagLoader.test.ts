import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js';
import { hasFlag, loadFlagSvg, svgDataUrl } from './flagLoader';

describe('flagLoader', () => {
  it('bundles a flag for every country of the picker', () => {
    expect(getCountries().filter((iso2) => !hasFlag(iso2))).toEqual([]);
    expect(hasFlag('il')).toBe(true);
    expect(hasFlag('ZZ')).toBe(false);
  });

  it('loads the SVG of one flag, once', async () => {
    const first = loadFlagSvg('IL');
    expect(loadFlagSvg('il')).toBe(first);
    expect(await first).toMatch(/^<svg[^>]*viewBox="0 0 513 342"/);
  });

  it('gives undefined for a code without a flag', async () => {
    expect(await loadFlagSvg('ZZ')).toBeUndefined();
  });

  it('turns SVG markup into an image address', () => {
    expect(svgDataUrl('<svg a="b"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22b%22%2F%3E');
  });
});
