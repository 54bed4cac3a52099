import { describe, expect, it } from 'vitest';
import { isPublicPath } from './publicRoutes';

describe("isPublicPath: the app's pages drawn without the resource definitions", () => {
  it('holds the public forms', () => {
    expect(isPublicPath('/f/contact-us')).toBe(true);
  });

  it('leaves out home, the resources, the screens, unknown paths and the sign-in pages (src/signin draws those, not the app)', () => {
    for (const path of ['/', '/customers', '/shop/authors/3', '/profile', '/f', '/no-such-page', '/login', '/signup'])
      expect(isPublicPath(path), path).toBe(false);
  });
});
