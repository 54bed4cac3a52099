import { describe, expect, it } from 'vitest';
import { PUBLIC_AUTH_PATHS } from '../authProvider/redirect';
import { isSignInPath, signInRoutes } from './routes';

describe('the sign-in pages of the top router', () => {
  it('are the public auth pages, each drawn by src/signin, and nothing else', () => {
    expect(signInRoutes.map((route) => route.path)).toEqual([...PUBLIC_AUTH_PATHS]);
    for (const path of PUBLIC_AUTH_PATHS) expect(isSignInPath(path), path).toBe(true);
    for (const path of ['/', '/customers', '/f/contact-us', '/login/extra', '/no-such-page'])
      expect(isSignInPath(path), path).toBe(false);
  });
});
