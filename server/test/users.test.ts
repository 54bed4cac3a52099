// /api/users: own profile and password, signup, and the superuser-only administration.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../src/db/schema/index';
import { backends, form, formHeaders, makeTestApp, uniqueEmail, useTestApp } from './helpers';

describe.each(backends)('users (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    const created = await t.createUser({ superuser: true });
    adminId = created.user.id;
    admin = await t.bearer(created.user);
  });

  const canLogin = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: formHeaders,
        payload: form({ username: email, password }),
      })
    ).statusCode === 200;

  describe('the signed-in user', () => {
    it('updates own names and e-mail (lower-cased)', async () => {
      const { user } = await t.createUser();
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: await t.bearer(user),
        payload: { first_name: 'ישראל', last_name: 'ישראלי', email: 'Renamed.' + user.email.toUpperCase() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        first_name: 'ישראל',
        last_name: 'ישראלי',
        email: 'renamed.' + user.email,
      });
      expect(new Date(res.json().updated_at).getTime()).toBeGreaterThanOrEqual(
        new Date(res.json().created_at).getTime(),
      );
    });

    it("refuses another account's e-mail with 409 and validates fields with 422", async () => {
      const other = await t.createUser();
      const { user } = await t.createUser();
      const headers = await t.bearer(user);
      const taken = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers,
        payload: { email: other.email },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBeTypeOf('string');
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers,
        payload: { email: 'nope', first_name: 7 },
      });
      expect(bad.statusCode).toBe(422);
      expect(
        bad
          .json()
          .detail.map((d: { loc: string[] }) => d.loc.join('.'))
          .sort(),
      ).toEqual(['body.email', 'body.first_name']);
    });

    it('changes own password with the current one; wrong or same password is 400', async () => {
      const { user, email, password } = await t.createUser();
      const headers = await t.bearer(user);
      const wrong = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers,
        payload: { current_password: 'nope-nope', new_password: 'another-pass' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: 'Incorrect password' });
      const same = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers,
        payload: { current_password: password, new_password: password },
      });
      expect(same.statusCode).toBe(400);
      const short = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers,
        payload: { current_password: password, new_password: 'short' },
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'new_password'] });
      // Passwords a guesser tries first are refused by their code, which the admin words in the user's language.
      for (const guessable of ['password', 'Password1', '12345678', '        ', 'aaaaaaaaaa', 'QWERTYUIOP']) {
        const weak = await t.app.inject({
          method: 'PATCH',
          url: '/api/users/me/password',
          headers,
          payload: { current_password: password, new_password: guessable },
        });
        expect(weak.statusCode, guessable).toBe(422);
        expect(weak.json().detail[0], guessable).toMatchObject({
          type: 'value_error',
          loc: ['body', 'new_password'],
          ctx: { code: 'password_common' },
        });
      }
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'guessable@example.com', password: '12345678' },
      });
      expect(signUp.statusCode).toBe(422);
      expect(signUp.json().detail[0]).toMatchObject({ loc: ['body', 'password'], ctx: { code: 'password_common' } });
      const ok = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers,
        payload: { current_password: password, new_password: 'another-pass' },
      });
      expect(ok.statusCode).toBe(200);
      // A bearer caller gets a fresh token: the one it came with ended with the old password.
      expect(ok.json()).toEqual({ message: 'Password updated successfully', access_token: expect.any(String) });
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: { authorization: `Bearer ${ok.json().access_token}` },
          })
        ).statusCode,
      ).toBe(200);
      expect(await canLogin(email, 'another-pass')).toBe(true);
      expect(await canLogin(email, password)).toBe(false);
    });

    it('keeps the session that changed the password and signs out the others', async () => {
      const { email, password } = await t.createUser();
      const mine = await t.cookieLogin(email, password);
      const other = await t.cookieLogin(email, password);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers: { cookie: mine },
        payload: { current_password: password, new_password: 'rotated-pass' },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: mine } })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: other } })).statusCode).toBe(
        401,
      );
    });

    it('answers 401 on own routes without credentials', async () => {
      for (const [method, url] of [
        ['GET', '/api/users/me'],
        ['PATCH', '/api/users/me'],
        ['PATCH', '/api/users/me/password'],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ detail: 'Not authenticated' });
      }
    });
  });

  describe('signup', () => {
    it('creates an account with 201 (e-mail lower-cased) that is not staff until a superuser approves it', async () => {
      const admin = await t.superuserHeaders();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: 'Signed.Up@Example.COM', password: 'password-123', first_name: 'Avi', last_name: 'Levi' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'signed.up@example.com',
        first_name: 'Avi',
        last_name: 'Levi',
        is_active: false,
        is_superuser: false,
      });
      // Waiting: no sign-in, no token, so no customers; the superusers are told.
      expect(await canLogin('SIGNED.UP@example.com', 'password-123')).toBe(false);
      expect(
        t.mailer.sent.some((m) => m.subject.includes('approval') && m.text.includes('signed.up@example.com')),
      ).toBe(true);
      const approved = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${res.json().id}`,
        headers: admin,
        payload: { is_active: true },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await canLogin('SIGNED.UP@example.com', 'password-123')).toBe(true);
    });

    it('is approved with its roles in one call: both or neither, logged as one change of rights', async () => {
      const headers = await t.superuserHeaders();
      const email = uniqueEmail();
      const signedUp = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email, password: 'password-123' },
      });
      const id = (signedUp.json() as { id: string }).id;
      const [sales] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'sales'));
      const events = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/security_log?kind=user_rights_changed&limit=200`,
          headers,
        });
        return (
          res.json() as { items: Array<{ subject_id: string | null; details: Record<string, unknown> }> }
        ).items.filter((e) => e.subject_id === id);
      };

      // An unknown role refuses the whole approval: the account stays waiting, nothing is logged.
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers,
        payload: { is_active: true, role_ids: [sales!.id, 999_999] },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail[0]).toMatchObject({ loc: ['body', 'role_ids'] });
      expect(await canLogin(email, 'password-123')).toBe(false);
      expect(await events()).toEqual([]);

      const approved = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers,
        payload: { is_active: true, role_ids: [sales!.id] },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ is_active: true, role_ids: [sales!.id] });
      expect(await events()).toEqual([
        expect.objectContaining({ details: { is_active: 'false → true', roles: '— → sales' } }),
      ]);
      const token = await t.login(email, 'password-123');
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().permissions.screens).toContain('deals');
    });

    it('is refused with 403 when sign-up is closed, and active at once when it is open', async () => {
      const closed = await makeTestApp({ backend, config: { signupMode: 'closed' } });
      const open = await makeTestApp({ backend, config: { signupMode: 'open' } });
      try {
        const refused = await closed.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: { email: uniqueEmail(), password: 'password-123' },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: 'Sign-up is closed' });
        expect(
          (
            await closed.app.inject({
              method: 'POST',
              url: '/api/auth/register',
              payload: { email: uniqueEmail(), password: 'password-123' },
            })
          ).statusCode,
        ).toBe(403);
        const made = await open.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: { email: uniqueEmail(), password: 'password-123' },
        });
        expect(made.json().is_active).toBe(true);
      } finally {
        await closed.close();
        await open.close();
      }
    });

    it('answers an existing e-mail as a new one (no enumeration) and mails its owner instead', async () => {
      const { email } = await t.createUser();
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: uniqueEmail(), password: 'password-123' },
      });
      const before = t.mailer.sent.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: email.toUpperCase(), password: 'password-123' },
      });
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(res.json()).toMatchObject({ email, is_active: fresh.json().is_active, is_superuser: false });
      await t.app.afterAnswer.settle();
      const sent = t.mailer.sent.slice(before);
      expect(sent.map((m) => m.to)).toEqual([email]);
      expect(sent[0]!.text).toContain(`${t.config.publicUrl}/forgot-password`);
      expect(await canLogin(email, 'password-123')).toBe(false);
    });

    it('refuses a password under 8 characters with 422', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: uniqueEmail(), password: 'abc' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'password'], input: 'abc' });
    });
  });

  describe('administration (superusers only)', () => {
    it('answers 403 to ordinary users before any lookup or validation, 401 without credentials', async () => {
      const ordinary = await t.userHeaders();
      const missing = randomUUID();
      const calls = [
        ['GET', '/api/users/'],
        ['POST', '/api/users/'],
        ['GET', `/api/users/${missing}`],
        ['PATCH', `/api/users/${missing}`],
        ['DELETE', `/api/users/${missing}`],
        ['GET', '/api/users/not-a-uuid'],
      ] as const;
      for (const [method, url] of calls) {
        const forbidden = await t.app.inject({
          method,
          url,
          headers: ordinary,
          payload: method === 'GET' || method === 'DELETE' ? undefined : { email: 'x' },
        });
        expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
        expect(forbidden.json()).toEqual({ detail: "The user doesn't have enough privileges" });
        const anonymous = await t.app.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('lists users as {items, total} with skip/limit (default 100), search and sorting', async () => {
      const tag = randomUUID().slice(0, 6);
      for (const name of ['Charlie', 'alpha', 'Bravo'])
        await t.createUser({ email: `${name.toLowerCase()}-${tag}@example.com`, firstName: name });
      const all = await t.app.inject({ method: 'GET', url: '/api/users/', headers: admin });
      expect(all.statusCode).toBe(200);
      expect(all.json().items.length).toBe(all.json().total);
      expect(all.json().items[0]).not.toHaveProperty('hashed_password');

      const found = await t.app.inject({
        method: 'GET',
        url: `/api/users/?q=${tag.toUpperCase()}&sort=email&order=desc`,
        headers: admin,
      });
      expect(found.json().total).toBe(3);
      expect(found.json().items.map((u: { first_name: string }) => u.first_name)).toEqual([
        'Charlie',
        'Bravo',
        'alpha',
      ]);

      const page = await t.app.inject({
        method: 'GET',
        url: `/api/users/?q=${tag}&sort=email&skip=1&limit=1`,
        headers: admin,
      });
      expect(page.json()).toMatchObject({ total: 3, items: [{ first_name: 'Bravo' }] });

      const byName = await t.app.inject({ method: 'GET', url: `/api/users/?q=bravo`, headers: admin });
      expect(byName.json().items.some((u: { first_name: string }) => u.first_name === 'Bravo')).toBe(true);

      const bad = await t.app.inject({ method: 'GET', url: '/api/users/?limit=abc&sort=password', headers: admin });
      expect(bad.statusCode).toBe(422);
    });

    it('creates a user with a password (201), refuses a duplicate e-mail (400) and bad input (422)', async () => {
      const email = uniqueEmail('created');
      const before = t.mailer.sent.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: admin,
        payload: { email: email.toUpperCase(), password: 'initial-pass', first_name: 'Rina', is_superuser: true },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email,
        first_name: 'Rina',
        last_name: '',
        is_superuser: true,
        is_active: true,
      });
      expect(t.mailer.sent.length).toBe(before); // a password was given: no invitation
      expect(await canLogin(email, 'initial-pass')).toBe(true);

      const dup = await t.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: admin,
        payload: { email, password: 'initial-pass' },
      });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().detail).toBe('The user with this email already exists in the system');

      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: admin,
        payload: { email: 'bad', password: 'x', is_active: 'sometimes' },
      });
      expect(bad.statusCode).toBe(422);
      expect(
        bad
          .json()
          .detail.map((d: { type: string }) => d.type)
          .sort(),
      ).toEqual(['bool_parsing', 'string_too_short', 'value_error']);
    });

    it('gets one user, 404 for an unknown id, 422 for a malformed id', async () => {
      const { user } = await t.createUser();
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(user.email);
      const missing = await t.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}`, headers: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not Found' });
      const malformed = await t.app.inject({ method: 'GET', url: '/api/users/123', headers: admin });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'id'] });
    });

    it('activates, deactivates, renames, promotes and sets a password', async () => {
      const { user, email } = await t.createUser();
      const off = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: admin,
        payload: { is_active: false },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().is_active).toBe(false);
      expect(await canLogin(email, 'Shelf-of-books-7')).toBe(false);
      const on = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: admin,
        payload: { is_active: true, is_superuser: true, first_name: 'New', password: 'set-by-admin' },
      });
      expect(on.json()).toMatchObject({ is_active: true, is_superuser: true, first_name: 'New' });
      expect(await canLogin(email, 'set-by-admin')).toBe(true);
      const missing = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${randomUUID()}`,
        headers: admin,
        payload: { is_active: false },
      });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: admin,
        payload: { is_active: 'perhaps' },
      });
      expect(bad.statusCode).toBe(422);
      const taken = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: admin,
        payload: { email: (await t.createUser()).email },
      });
      expect(taken.statusCode).toBe(409);
    });

    it('does not let a superuser deactivate, demote or delete themself (400)', async () => {
      for (const payload of [{ is_active: false }, { is_superuser: false }]) {
        const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${adminId}`, headers: admin, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(/^Super users are not allowed to/);
      }
      const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${adminId}`, headers: admin });
      expect(del.statusCode).toBe(400);
      expect(del.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin })).json().is_active).toBe(true);
    });

    it('deletes a user (204), whose sessions and tokens stop working; 404 the second time', async () => {
      const { user, email, password } = await t.createUser();
      const cookie = await t.cookieLogin(email, password);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin })).statusCode).toBe(
        404,
      );
    });
  });
});
