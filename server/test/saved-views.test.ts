// Saved views: a person's own views of a list and the team's shared ones; only the owner changes one; a
// name is unique per person and list; nobody sees another's private view.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

const params = {
  filter: { q: 'כהן', status: 'active' },
  sort: { field: 'name', order: 'ASC' },
  per_page: 50,
  hidden_columns: ['email'],
  column_ranks: [1, 0, 2],
};

describe.each(backends)('saved views (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  const url = '/api/saved_views';

  it('answers 401 without a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${url}?resource=customers` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { resource: 'customers', name: 'x', params } })).statusCode,
    ).toBe(401);
  });

  it('keeps a private view to its owner and shows a shared one to the team, mine first', async () => {
    const me = await t.userHeaders({ firstName: 'דנה', lastName: 'לוי' });
    const colleague = await t.userHeaders();
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: me,
      payload: { resource: 'customers', name: ' לקוחות פעילים ', params },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'לקוחות פעילים',
      shared: false,
      mine: true,
      owner: 'דנה לוי',
      params,
    });
    const id = created.json().id as number;

    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?resource=customers`, headers: colleague })).json().items,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: colleague, payload: { name: 'שלי' } }))
        .statusCode,
    ).toBe(404);

    const theirs = await t.app.inject({
      method: 'POST',
      url,
      headers: colleague,
      payload: { resource: 'customers', name: 'של הצוות', shared: true, params: { filter: {} } },
    });
    expect(theirs.statusCode).toBe(201);
    const shared = await t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: me, payload: { shared: true } });
    expect(shared.json()).toMatchObject({ shared: true, name: 'לקוחות פעילים' });

    const mine = (await t.app.inject({ method: 'GET', url: `${url}?resource=customers`, headers: me })).json().items;
    expect(mine.map((v: { name: string; mine: boolean }) => [v.name, v.mine])).toEqual([
      ['לקוחות פעילים', true],
      ['של הצוות', false],
    ]);
    // another list's views are apart
    expect((await t.app.inject({ method: 'GET', url: `${url}?resource=products`, headers: me })).json().items).toEqual(
      [],
    );

    // a shared view is the owner's to change or delete
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: colleague, payload: { name: 'שלי' } })).json(),
    ).toEqual({ detail: 'VIEW_NOT_YOURS' });
    const refused = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: colleague });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: me })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: me })).statusCode).toBe(404);
  });

  it('lets a superuser delete a shared view of someone else, not a private one', async () => {
    const owner = await t.userHeaders();
    const admin = await t.superuserHeaders();
    const shared = (
      await t.app.inject({
        method: 'POST',
        url,
        headers: owner,
        payload: { resource: 'orders', name: 'ישן', shared: true, params: { filter: {} } },
      })
    ).json();
    const private_ = (
      await t.app.inject({
        method: 'POST',
        url,
        headers: owner,
        payload: { resource: 'orders', name: 'פרטי', params: { filter: {} } },
      })
    ).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${private_.id}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${shared.id}`, headers: admin })).statusCode).toBe(204);
  });

  it('refuses a name the person already uses for this list, and bad input, with 422s on the field', async () => {
    const me = await t.userHeaders();
    await t.app.inject({
      method: 'POST',
      url,
      headers: me,
      payload: { resource: 'books', name: 'חדשים', params: { filter: {} } },
    });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: me,
      payload: { resource: 'books', name: 'חדשים', params: { filter: {} } },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0]).toMatchObject({ loc: ['body', 'name'], ctx: { code: 'view_name_taken' } });
    const other = (
      await t.app.inject({
        method: 'POST',
        url,
        headers: me,
        payload: { resource: 'books', name: 'אחרים', params: { filter: {} } },
      })
    ).json();
    const rename = await t.app.inject({
      method: 'PUT',
      url: `${url}/${other.id}`,
      headers: me,
      payload: { name: 'חדשים' },
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().detail[0].ctx.code).toBe('view_name_taken');
    // the same name on another list, or by another person, is fine
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: me,
          payload: { resource: 'authors', name: 'חדשים', params: { filter: {} } },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: await t.userHeaders(),
          payload: { resource: 'books', name: 'חדשים', params: { filter: {} } },
        })
      ).statusCode,
    ).toBe(201);

    for (const payload of [
      { resource: 'books', name: '', params: { filter: {} } },
      { resource: 'books', name: 'x', params: { filter: {}, sort: { field: 'name', order: 'up' } } },
      { resource: 'books', name: 'x', params: { filter: {}, per_page: 0 } },
      { resource: '../etc', name: 'x', params: { filter: {} } },
      { resource: 'books', name: 'x', params: { filter: {}, extra: 1 } },
      { resource: 'books', name: 'x' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: me, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: me })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: `${url}/abc`, headers: me, payload: {} })).statusCode).toBe(422);
  });
});
