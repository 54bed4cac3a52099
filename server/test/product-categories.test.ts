// Product categories' own rules (the generic part is in crud-contract.test.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('product categories (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const url = '/api/ecommerce/product_category';
  const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('makes the slug from a Hebrew name when none is given, and refuses a taken or malformed one on its field', async () => {
    const made = await create({ name: 'ספרי בישול!' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ slug: 'ספרי-בישול', is_active: true, sort_order: 0, parent_id: null });
    // the same name again: the slug the person never typed is made unique, not refused
    expect((await create({ name: 'ספרי בישול' })).json()).toMatchObject({ slug: 'ספרי-בישול-2' });
    expect((await create({ name: 'ספרי  בישול' })).json()).toMatchObject({ slug: 'ספרי-בישול-3' });
    const taken = await create({ name: 'אחר', slug: 'ספרי-בישול' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0]).toMatchObject({ loc: ['body', 'slug'], ctx: { code: 'unique' } });
    const bad = await create({ name: 'x', slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'slug']);
  });

  it('nests under a parent, refuses a missing parent and a cycle, and keeps a parent that has children', async () => {
    const parent = (await create({ name: 'הורה', slug: 'parent-rule' })).json();
    const child = (await create({ name: 'ילד', slug: 'child-rule', parent_id: parent.id })).json();
    expect(child.parent_id).toBe(parent.id);
    const listed = await t.app.inject({ method: 'GET', url: `${url}?parent_id=${parent.id}`, headers: auth });
    expect(listed.json().items.map((c: { id: number }) => c.id)).toEqual([child.id]);
    const missing = await create({ name: 'יתום', slug: 'orphan-rule', parent_id: 999_999 });
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'parent_id'], ctx: { code: 'not_found' } });
    const cycle = await t.app.inject({
      method: 'PUT',
      url: `${url}/${parent.id}`,
      headers: auth,
      payload: { parent_id: child.id },
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().detail[0]).toMatchObject({ loc: ['body', 'parent_id'], ctx: { code: 'tree_cycle' } });
    const inUse = await t.app.inject({ method: 'DELETE', url: `${url}/${parent.id}`, headers: auth });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ detail: 'IN_USE' });
  });

  it('checks a new parent in finite time even when the stored tree already holds a loop (one made by SQL)', async () => {
    const looped = (await create({ name: 'לולאה', slug: 'loop-rule' })).json();
    await t.db.execute(sql`update product_categories set parent_id = id where id = ${looped.id}`);
    const other = (await create({ name: 'אחרת', slug: 'other-rule' })).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${url}/${other.id}`,
      headers: auth,
      payload: { parent_id: looped.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('deletes the notes kept on a category with it', async () => {
    const category = (await create({ name: 'עם הערה', slug: 'with-note' })).json();
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/note/',
      headers: auth,
      payload: { ref_id: category.id, type: 'product_category', content: 'לבדוק מלאי' },
    });
    expect(note.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${category.id}`, headers: auth })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/note/${note.json().id}`, headers: auth })).statusCode).toBe(
      404,
    );
  });
});
