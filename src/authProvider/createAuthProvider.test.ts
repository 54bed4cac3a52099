import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHttpAuth } from '../dataProvider/http';
import { createAuthProvider } from './createAuthProvider';
import { authEvents, type AuthEvents } from './events';
import { cookieVariant } from './cookieVariant';
import { currentToken, TOKEN_STORAGE_KEY, tokenVariant } from './tokenVariant';
import type { CurrentUser } from './types';

const me: CurrentUser = {
  id: 'u1',
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Levi',
  is_superuser: false,
  is_active: true,
};

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answer: (url: string, init: RequestInit) => Response;

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/shop/authors?page=2');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

const recordEvents = () => {
  const seen: Array<keyof AuthEvents> = [];
  const offs = (['login', 'logout', 'signup', 'password-reset', 'profile-update', 'auth-check'] as const).map((event) =>
    authEvents.on(event, () => seen.push(event)),
  );
  return { seen, stop: () => offs.forEach((off) => off()) };
};

describe('auth provider, variant A (token)', () => {
  beforeEach(() => setHttpAuth(tokenVariant));

  it('without a token: checkAuth fails at once, to /login?redirect=<full path>, without asking the server', async () => {
    const auth = createAuthProvider(tokenVariant);
    await expect(auth.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fshop%2Fauthors%3Fpage%3D2',
      message: false,
    });
    expect(calls).toHaveLength(0);
  });

  it('login lower-cases the e-mail, stores access_token, loads the user once and emits login', async () => {
    answer = (url) =>
      url.endsWith('/auth/login') ? json(200, { access_token: 'tok', token_type: 'bearer' }) : json(200, me);
    const auth = createAuthProvider(tokenVariant);
    const events = recordEvents();
    await auth.login({ username: ' Dana@Example.COM ', password: 'secret' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    const body = calls[0].init.body as URLSearchParams;
    expect(body.get('username')).toBe('dana@example.com');
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');

    await auth.checkAuth({});
    await auth.getIdentity?.();
    expect(calls.filter((c) => c.url.endsWith('/users/me'))).toHaveLength(1);
    expect(await auth.getIdentity?.()).toMatchObject({ id: 'u1', fullName: 'Dana Levi' });
    expect(events.seen).toEqual(['login']);

    await auth.logout({});
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(auth.getCurrentUser()).toBeNull();
    expect(events.seen).toEqual(['login', 'logout']);
    events.stop();
  });

  it("a library app reader's account: login fails with the server's 403 and keeps no token", async () => {
    answer = (url) =>
      url.endsWith('/auth/login')
        ? json(200, { access_token: 'tok', token_type: 'bearer' })
        : url.endsWith('/auth/logout')
          ? json(200, {})
          : json(403, { detail: 'An app reader cannot use the admin' });
    const auth = createAuthProvider(tokenVariant);
    await expect(auth.login({ username: 'reader@example.com', password: 'secret' })).rejects.toMatchObject({
      status: 403,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(auth.getCurrentUser()).toBeNull();
  });

  it('a stored token loads the user once on the first check (auth-check); a bad one fails the check', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    answer = () => json(200, me);
    const events = recordEvents();
    const auth = createAuthProvider(tokenVariant);
    await Promise.all([auth.checkAuth({}), auth.checkAuth({}), auth.getPermissions?.({})]);
    expect(calls).toHaveLength(1);
    expect(events.seen).toEqual(['auth-check']);
    events.stop();

    answer = () => json(401, { detail: 'Could not validate credentials' });
    const other = createAuthProvider(tokenVariant);
    expect(await other.loadUser()).toBe(false);
    await expect(other.checkAuth({})).rejects.toMatchObject({
      redirectTo: expect.stringMatching(/^\/login\?redirect=/),
    });
  });

  it('a token in the page address (reset links) overrides the stored one', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(currentToken('?token=from-link')).toBe('from-link');
    expect(currentToken('')).toBe('stored');
  });

  it('signup, recovery, reset and profile: the account calls and their events', async () => {
    answer = (url) =>
      url.endsWith('/users/signup') || url.endsWith('/users/me') ? json(200, me) : json(200, { message: 'ok' });
    const auth = createAuthProvider(tokenVariant);
    const events = recordEvents();
    expect(
      await auth.signup({ email: 'Dana@Example.com', password: 'p', first_name: 'Dana', last_name: 'Levi' }),
    ).toEqual(me);
    expect(JSON.parse(calls[0].init.body as string).email).toBe('dana@example.com');
    await auth.recoverPassword(' Dana@Example.com');
    expect(calls[1].url).toMatch(/\/auth\/password-recovery$/);
    expect(JSON.parse(calls[1].init.body as string)).toEqual({ email: 'dana@example.com' });
    await auth.resetPassword('reset-tok', 'new-pass-1');
    expect(calls[2].url).toMatch(/\/auth\/reset-password$/);
    expect((calls[2].init.headers as Record<string, string>).Authorization).toBe('Bearer reset-tok');
    expect(JSON.parse(calls[2].init.body as string)).toMatchObject({ new_password: 'new-pass-1' });
    await auth.updatePassword({ current_password: 'a', new_password: 'b' });
    expect(calls[3].init.method).toBe('PATCH');
    expect(calls[3].url).toMatch(/\/users\/me\/password$/);
    answer = () => json(200, { ...me, first_name: 'Dina' });
    expect(await auth.updateProfile({ first_name: 'Dina' })).toMatchObject({ first_name: 'Dina', last_name: 'Levi' });
    expect(events.seen).toEqual(['signup', 'password-reset', 'password-reset', 'profile-update']);
    events.stop();
  });

  it('canAccess follows the resource rules', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    answer = () => json(200, me);
    const auth = createAuthProvider(tokenVariant, () => ({ 'settings/users': (user) => user.is_superuser }));
    expect(await auth.canAccess?.({ resource: 'settings/users', action: 'list' })).toBe(false);
    expect(await auth.canAccess?.({ resource: 'shop/authors', action: 'list' })).toBe(true);
  });
});

describe('auth provider, variant B (cookie session)', () => {
  beforeEach(() => setHttpAuth(cookieVariant));

  it('signs in with a multipart form, sends credentials, and always asks the server whether a session exists', async () => {
    answer = (url) => (url.endsWith('/auth/cookie/login') ? json(204, null) : json(200, me));
    const auth = createAuthProvider(cookieVariant);
    await auth.login({ username: 'DANA@example.com', password: 'secret' });
    const form = calls[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('username')).toBe('dana@example.com');
    expect(calls.every((c) => c.init.credentials === 'include')).toBe(true);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();

    await auth.logout({});
    expect(calls.at(-1)?.url).toMatch(/\/auth\/cookie\/logout$/);

    answer = () => json(401, { detail: 'Unauthorized' });
    await expect(createAuthProvider(cookieVariant).checkAuth({})).rejects.toMatchObject({ message: false });
  });

  it('uses register, forgot-password and reset-password {token, password}', async () => {
    answer = () => json(201, me);
    const auth = createAuthProvider(cookieVariant);
    await auth.signup({ email: 'x@y.z', password: 'p', first_name: 'X', last_name: 'Y' });
    await auth.recoverPassword('x@y.z');
    await auth.resetPassword('tok', 'pw-123456');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]);
    expect(JSON.parse(calls[2].init.body as string)).toEqual({ token: 'tok', password: 'pw-123456' });
  });
});

describe('auth provider offline', () => {
  beforeEach(() => setHttpAuth(tokenVariant));

  it("keeps this tab's last known user when the server cannot be reached at all, never after a 401 or a sign-out", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    answer = () => json(200, me);
    expect(await createAuthProvider(tokenVariant).loadUser()).toEqual(me);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const offline = createAuthProvider(tokenVariant);
    expect(await offline.loadUser()).toEqual(me);
    await expect(offline.checkAuth({})).resolves.toBeUndefined();
    answer = () => json(401, { detail: 'Unauthorized' });
    expect(await createAuthProvider(tokenVariant).loadUser()).toBe(false);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await createAuthProvider(tokenVariant).loadUser()).toBe(false);
    answer = () => json(200, me);
    expect(await createAuthProvider(tokenVariant).loadUser()).toEqual(me);
    await offline.logout({});
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    expect(await createAuthProvider(tokenVariant).loadUser()).toBe(false);
  });
});
