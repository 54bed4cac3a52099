// The factory's one row write (server/src/crud/write-row.ts): declared slug and tree rules, and the hooks around
// the row, on an entity declared here over the product categories' table.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCrud } from '../src/crud/defineCrud';
import { writeRow } from '../src/crud/write-row';
import { createUser } from '../src/auth/users';
import type { Tx } from '../src/db/client';
import { productCategories, type User } from '../src/db/schema/index';
import { backends, openTestDatabase, type TestDatabase } from './helpers';

describe.each(backends)('writeRow (%s)', (backend) => {
  let t: TestDatabase;
  const updates: Array<{ row: Record<string, unknown>; previous: Record<string, unknown> }> = [];
  const entity = defineCrud({
    name: 'probe_category',
    table: productCategories,
    base: '/probe',
    create: z.object({ name: z.string(), slug: z.string().optional(), parent_id: z.number().nullable().optional() }),
    slug: { from: 'name' },
    tree: 'parent_id',
    hooks: {
      async afterUpdate(_tx, row, previous) {
        updates.push({ row, previous });
        if (row.name === 'refused after') throw new Error('the hook refuses');
      },
    },
    sample: () => ({ name: 'x' }),
  });
  const write = (values: Record<string, unknown>, id?: number) =>
    t.database.db.transaction((tx) => writeRow(tx as unknown as Tx, entity, values, { id, user, queue: null }));

  let user: User;
  beforeAll(async () => {
    t = await openTestDatabase(backend);
    // a real staff account: each write records who made it (record_history)
    user = (await createUser(t.database.db, {
      email: `staff.${backend}@example.com`,
      password: 'Staff-pass-2026',
      firstName: 'Staff',
    }))!;
  });
  afterAll(async () => t?.dispose());

  it('makes a slug from the name when none is given or it is left empty, and keeps one that is given', async () => {
    expect((await write({ name: 'ספרי ילדים' })).slug).toBe('ספרי-ילדים');
    expect((await write({ name: 'Poetry & Songs', slug: '' })).slug).toBe('poetry-songs');
    expect((await write({ name: 'שירה', slug: 'my-own' })).slug).toBe('my-own');
    const unnamed = await write({ name: '!!!' });
    expect(unnamed.slug).toMatch(/^probe-category-\d+$/);
    // an update that leaves the slug out keeps it
    expect((await write({ name: 'שם חדש' }, unnamed.id as number)).slug).toBe(unnamed.slug);
  });

  it('refuses a parent that is the record itself or one of its descendants, on the parent field', async () => {
    const top = await write({ name: 'top' });
    const middle = await write({ name: 'middle', parent_id: top.id });
    const bottom = await write({ name: 'bottom', parent_id: middle.id });
    for (const parent of [top.id, bottom.id, middle.id]) {
      const refused = write({ parent_id: parent }, top.id as number);
      await expect(refused).rejects.toMatchObject({
        statusCode: 422,
        items: [{ loc: ['body', 'parent_id'], ctx: { code: 'tree_cycle' } }],
      });
    }
    // a move elsewhere in the tree is fine
    expect((await write({ parent_id: top.id }, bottom.id as number)).parent_id).toBe(top.id);
  });

  it('gives the after-update hook the row as written and as it was, inside the transaction', async () => {
    const record = await write({ name: 'before' });
    updates.length = 0;
    await write({ name: 'after' }, record.id as number);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.previous).toMatchObject({ id: record.id, name: 'before' });
    expect(updates[0]!.row).toMatchObject({ id: record.id, name: 'after' });
    // a hook that throws undoes the update with it
    await expect(write({ name: 'refused after' }, record.id as number)).rejects.toThrow('the hook refuses');
    const [kept] = await t.database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.id, record.id as number));
    expect(kept!.name).toBe('after');
    // a create calls no update hook
    updates.length = 0;
    await write({ name: 'new one' });
    expect(updates).toHaveLength(0);
  });
});
