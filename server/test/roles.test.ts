// /api/roles (superusers only) and the roles of users: built-in roles cannot be deleted or renamed, a
// user's roles are replaced as a whole, /users/me tells what they grant, and a changed role applies at once.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('roles (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'superuser' });

  const roleId = async (name: string): Promise<number> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/roles?q=${name}`, headers: auth });
    return (res.json().items as Array<{ id: number; name: string }>).find((r) => r.name === name)!.id;
  };
  const createRole = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/roles', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      id: number;
      name: string;
      permissions: Record<string, string[]>;
      screens: string[];
      built_in: boolean;
    };
  };

  it('lists the five built-in roles and the catalogue of what a role can grant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/roles?limit=100', headers: auth });
    expect(res.statusCode).toBe(200);
    const builtIn = (res.json().items as Array<{ name: string; built_in: boolean }>)
      .filter((r) => r.built_in)
      .map((r) => r.name);
    expect(builtIn.sort()).toEqual(['administrator', 'content_editor', 'read_only', 'sales', 'service']);
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/roles/catalogue', headers: auth });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json()).toMatchObject({
      actions: ['list', 'read', 'create', 'update', 'delete', 'export', 'import'],
      screens: ['deals', 'support', 'newsletter_send', 'charging'],
    });
    expect(catalogue.json().resources).toEqual(expect.arrayContaining(['author', 'product', 'person', 'order', 'cms']));
    expect(catalogue.json().resources).not.toContain('role');
  });

  it('creates, changes and deletes a role; a built-in one is neither deleted (409) nor renamed (422)', async () => {
    const role = await createRole({
      name: `editors ${backend}`,
      permissions: { author: ['read', 'list', 'list'] },
      screens: ['deals', 'deals'],
    });
    expect(role).toMatchObject({ permissions: { author: ['list', 'read'] }, screens: ['deals'], built_in: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: auth,
      payload: { description: 'כותבים', screens: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ description: 'כותבים', screens: [] });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${role.id}`, headers: auth })).statusCode).toBe(
      204,
    );

    const sales = await roleId('sales');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/roles/${sales}`, headers: auth });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ detail: 'BUILT_IN_ROLE' });
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/roles/bulk/delete',
      headers: auth,
      payload: { ids: [sales] },
    });
    expect(bulk.statusCode).toBe(409);
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${sales}`,
      headers: auth,
      payload: { name: 'sellers' },
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().detail[0]).toMatchObject({ loc: ['body', 'name'], ctx: { code: 'built_in_role' } });
    // its description and grants may change
    const described = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${sales}`,
      headers: auth,
      payload: { name: 'sales', description: 'מכירות' },
    });
    expect(described.statusCode, described.body).toBe(200);
  });

  it('refuses unknown actions and screens (422), a taken name (422 unique), others than superusers (403) and strangers (401)', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: auth,
      payload: { name: 'x', permissions: { author: ['fly'] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'permissions', 'author', 0]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/roles',
          headers: auth,
          payload: { name: 'x', screens: ['moon'] },
        })
      ).statusCode,
    ).toBe(422);
    const taken = await t.app.inject({ method: 'POST', url: '/api/roles', headers: auth, payload: { name: 'sales' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0]).toMatchObject({ loc: ['body', 'name'], ctx: { code: 'unique' } });
    const staff = await t.userHeaders();
    for (const [method, url] of [
      ['GET', '/api/roles'],
      ['GET', '/api/roles/catalogue'],
      ['POST', '/api/roles'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: staff, payload: method === 'POST' ? { name: 'y' } : undefined }))
          .statusCode,
        url,
      ).toBe(403);
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? { name: 'y' } : undefined })).statusCode,
        url,
      ).toBe(401);
    }
  });

  it('gives users roles (all replaced at once), shows them, and /users/me tells what they grant', async () => {
    const { user } = await t.createUser({ roles: [] });
    const sales = await roleId('sales');
    const service = await roleId('service');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { role_ids: [service, sales, sales] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().role_ids).toEqual([sales, service].sort((a, b) => a - b));
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: await t.bearer(user) });
    expect(me.json().permissions.screens.sort()).toEqual(['charging', 'deals', 'support']);
    expect(me.json().permissions.resources.person).toEqual(['list', 'read', 'create', 'update', 'export', 'import']);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(user.email)}`,
      headers: auth,
    });
    expect(list.json().items[0].role_ids).toHaveLength(2);

    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { role_ids: [2_000_000] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'role_ids'], ctx: { code: 'not_found' } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth })).json().role_ids,
    ).toHaveLength(2);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: auth,
      payload: { email: `sales-${backend}@example.com`, password: 'Shelf-of-books-7', role_ids: [sales] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().role_ids).toEqual([sales]);
    const superMe = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(superMe.json().permissions).toEqual({
      resources: { '*': ['list', 'read', 'create', 'update', 'delete', 'export', 'import'] },
      screens: ['*'],
    });
  });

  it('a changed or deleted role applies to its holders at once', async () => {
    const role = await createRole({ name: `authors readers ${backend}`, permissions: { author: ['list'] } });
    const { user } = await t.createUser({ roles: [] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { role_ids: [role.id] },
    });
    const headers = await t.bearer(user);
    const write = () =>
      t.app.inject({ method: 'POST', url: '/api/authors', headers, payload: { name: `סופר ${backend}` } });
    expect((await t.app.inject({ method: 'GET', url: '/api/authors', headers })).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(403);

    await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: auth,
      payload: { permissions: { author: ['list', 'create'] } },
    });
    await t.changesSeen();
    expect((await write()).statusCode).toBe(201);

    await t.app.inject({ method: 'DELETE', url: `/api/roles/${role.id}`, headers: auth });
    await t.changesSeen();
    expect((await t.app.inject({ method: 'GET', url: '/api/authors', headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth })).json().role_ids,
    ).toEqual([]);
  });
});
