// The security log: sign-ins and failed attempts (both variants), sign-outs, password changes and resets,
// accounts created, changed in their rights and deleted, and exports; superusers only read it; it never holds a
// password or a token.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../src/db/schema/index';
import { rightsChanged } from '../src/security-log/record';
import { backends, useTestApp } from './helpers';

interface Event {
  kind: string;
  email: string;
  user_id: string | null;
  user_name: string | null;
  subject_id: string | null;
  subject_email: string | null;
  ip: string;
  details: Record<string, unknown>;
}

describe('rights changed', () => {
  it('names what a change does to an account, and nothing for names alone', () => {
    const before = { email: 'a@example.com', isActive: true, isSuperuser: false };
    expect(rightsChanged(before, { isSuperuser: true, isActive: true, email: 'A@example.com' })).toEqual({
      is_superuser: 'false → true',
    });
    expect(rightsChanged(before, { isActive: false, email: 'b@example.com', password: true })).toEqual({
      is_active: 'true → false',
      email: 'a@example.com → b@example.com',
      password: true,
    });
    expect(rightsChanged(before, {})).toEqual({});
  });
});

describe.each(backends)('security log (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const log = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/security_log${query}`,
      headers: await t.superuserHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Event[]; total: number };
  };

  it('is read by superusers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/security_log' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/security_log', headers: await t.userHeaders() })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/security_log?kind=nope', headers: await t.superuserHeaders() }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/security_log?from=2026-13-01',
          headers: await t.superuserHeaders(),
        })
      ).statusCode,
    ).toBe(422);
  });

  it('records sign-ins and failed attempts of both variants, and sign-outs, without the password', async () => {
    const { user, email, password } = await t.createUser({ firstName: 'נועה', lastName: 'ברק' });
    await t.login(email, password);
    const cookie = await t.cookieLogin(email, password);
    const wrong = 'Wrong-password-123';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: form,
          payload: `username=${encodeURIComponent(email)}&password=${wrong}`,
        })
      ).statusCode,
    ).toBe(400);
    const stranger = `nobody-${Date.now()}@example.com`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/cookie/login',
          headers: form,
          payload: `username=${encodeURIComponent(stranger)}&password=${wrong}`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/cookie/logout', headers: { cookie } })).statusCode,
    ).toBe(204);

    const mine = (await log(`?user_id=${user.id}`)).items;
    expect(mine.map((e) => [e.kind, e.details.variant ?? null, e.details.reason ?? null])).toEqual([
      ['sign_out', null, null],
      ['sign_in_failed', 'token', 'bad_credentials'],
      ['sign_in', 'cookie', null],
      ['sign_in', 'token', null],
    ]);
    expect(mine[0]).toMatchObject({ email, user_name: 'נועה ברק', ip: '127.0.0.1' });
    const unknown = (await log(`?q=${encodeURIComponent(stranger)}`)).items;
    expect(unknown).toEqual([
      expect.objectContaining({
        kind: 'sign_in_failed',
        user_id: null,
        email: stranger,
        details: { variant: 'cookie', reason: 'bad_credentials' },
      }),
    ]);
    expect(JSON.stringify(await log('?limit=200'))).not.toContain(wrong);
    expect(JSON.stringify(await log('?limit=200'))).not.toContain(password);
  });

  it('records accounts created, changed in their rights and deleted, and password changes, by whom', async () => {
    const admin = await t.createUser({ superuser: true, firstName: 'מנהלת' });
    const headers = await t.bearer(admin.user);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers,
      payload: { email: `staff-${Date.now()}@example.com`, password: 'Shelf-of-books-7', first_name: 'עובד' },
    });
    expect(created.statusCode).toBe(201);
    const staff = created.json() as { id: string; email: string };
    await t.app.inject({ method: 'PATCH', url: `/api/users/${staff.id}`, headers, payload: { first_name: 'שם אחר' } });
    const [sales] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'sales'));
    await t.app.inject({ method: 'PATCH', url: `/api/users/${staff.id}`, headers, payload: { role_ids: [sales!.id] } });
    await t.app.inject({ method: 'PATCH', url: `/api/users/${staff.id}`, headers, payload: { is_superuser: true } });
    const staffToken = await t.login(staff.email, 'Shelf-of-books-7');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { current_password: 'Shelf-of-books-7', new_password: 'Another-shelf-8' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${staff.id}`, headers })).statusCode).toBe(204);

    const byAdmin = (await log(`?user_id=${admin.user.id}`)).items;
    expect(byAdmin.map((e) => e.kind)).toEqual([
      'user_deleted',
      'user_rights_changed',
      'user_rights_changed',
      'user_created',
    ]); // the name change is not a security event
    expect(byAdmin[1]).toMatchObject({ details: { is_superuser: 'false → true' } });
    expect(byAdmin[2]).toMatchObject({ details: { roles: '— → sales' } });
    expect(byAdmin[3]).toMatchObject({ details: { email: staff.email, is_superuser: false } });
    expect(byAdmin[0]).toMatchObject({ details: { email: staff.email }, subject_id: null });
    const passwordChange = (await log('?kind=password_changed')).items.find((e) => e.email === staff.email);
    expect(passwordChange).toBeDefined();
    expect(JSON.stringify(passwordChange)).not.toContain('Another-shelf-8');
  });

  it('lets an export of a list outside the factory go only with its export right (403 otherwise, nothing recorded)', async () => {
    const { user: service } = await t.createUser({ roles: ['service'] });
    const { user: sales } = await t.createUser({ roles: ['sales'] });
    const { user: editor } = await t.createUser({ roles: ['content_editor'] });
    const ask = async (user: typeof sales, resource: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/security_log/export',
          headers: await t.bearer(user),
          payload: { resource, format: 'csv', count: 5 },
        })
      ).statusCode;
    expect(await ask(service, 'customers')).toBe(403);
    expect(await ask(service, 'orders')).toBe(403);
    expect(await ask(service, 'form_submissions/contact')).toBe(403);
    expect(await ask(sales, 'customers')).toBe(204);
    expect(await ask(sales, 'orders')).toBe(204);
    expect(await ask(sales, 'deal-list')).toBe(204);
    expect(await ask(sales, 'newsletter_contacts')).toBe(403);
    expect(await ask(editor, 'form_submissions/contact')).toBe(204);
    expect(await ask(editor, 'deal-list')).toBe(403);
    expect((await log(`?kind=export&user_id=${service.id}`)).total).toBe(0);
    expect((await log(`?kind=export&user_id=${sales.id}`)).items.map((e) => e.details.resource).sort()).toEqual([
      'customers',
      'deal-list',
      'orders',
    ]);
  });

  it('records the exports the factory makes, with who, the list, the format and how many', async () => {
    const { user } = await t.createUser({ roles: ['sales'] });
    const headers = await t.bearer(user);
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/export?format=xlsx', headers });
    expect(res.statusCode, res.body).toBe(200);
    const { total } = JSON.parse(res.body.split('\n')[0]!) as { total: number };
    expect((await log(`?kind=export&user_id=${user.id}`)).items).toEqual([
      expect.objectContaining({ details: { resource: 'subscription', format: 'xlsx', count: total } }),
    ]);
    // sales list the products but may not export them
    expect((await t.app.inject({ method: 'GET', url: '/api/ecommerce/list_products', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ecommerce/product/export', headers })).statusCode).toBe(403);
    expect((await log(`?kind=export&user_id=${user.id}`)).total).toBe(1);
  });

  it('records the exports the admin asks for, and refuses a malformed request', async () => {
    const { user } = await t.createUser();
    const headers = await t.bearer(user);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/security_log/export',
          payload: { resource: 'customers', format: 'csv', count: 3 },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/security_log/export',
          headers,
          payload: { resource: 'customers', format: 'xlsx', count: 120 },
        })
      ).statusCode,
    ).toBe(204);
    for (const payload of [
      { resource: 'customers', format: 'pdf', count: 1 },
      { resource: '', format: 'csv', count: 1 },
      { resource: 'customers', format: 'csv', count: -1 },
      { resource: 'customers', format: 'csv' },
      { resource: 'moon', format: 'csv', count: 1 },
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/security_log/export', headers, payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    const exports = (await log(`?kind=export&user_id=${user.id}`)).items;
    expect(exports).toEqual([
      expect.objectContaining({ kind: 'export', details: { resource: 'customers', format: 'xlsx', count: 120 } }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?kind=export&user_id=${user.id}&from=${today}&to=${today}`)).total).toBe(1);
    expect((await log(`?kind=export&user_id=${user.id}&to=2020-01-01`)).total).toBe(0);
  });
});
