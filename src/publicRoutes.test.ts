import { describe, expect, it } from 'vitest';
import { isPublicPath } from './publicRoutes';

describe('isPublicPath: the pages drawn without the resource definitions', () => {
  it('holds the sign-in, sign-up, password pages and the public forms', () => {
    for (const path of ['/login', '/signup', '/forgot-password', '/resetPassword', '/f/contact-us']) expect(isPublicPath(path), path).toBe(true);
  });

  it('leaves out home, the resources, the screens and unknown paths', () => {
    for (const path of ['/', '/customers', '/shop/authors/3', '/profile', '/f', '/login/extra', '/no-such-page']) expect(isPublicPath(path), path).toBe(false);
  });
});
