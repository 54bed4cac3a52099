// What a definition alone gives an entity beyond the shared contract (crud-contract.test.ts runs that on the test's
// throwaway entity too): its table's change trigger, its default grants given once, its notes' links, one set of
// rules on both sides, and committed migrations that match every table, the defined ones included.
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemOf } from '../../definitions/entity/limits';
import { phoneProblem } from '../../definitions/entity/phone';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { defineEntity } from '../../definitions/entity/defineEntity';
import { datetime, money, text } from '../../definitions/entity/fields';
import { createSchemaOf, updateSchemaOf } from '../src/crud/from-definition';
import { tableOf } from '../src/db/schema/defined-table';
import { grantDefaults } from '../src/crud/default-grants';
import * as schema from '../src/db/schema/index';
import { migrationsFolder } from '../src/setup/migrate';
import { noteRecordLink } from '../src/crud/note-links';
import throwaway from '../../definitions/testing/throwawayEntity';
import { backends, useTestApp } from './helpers';

describe.each(backends)('an entity from its definition alone (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user', definitions: [throwaway] });

  it("gets its table's change trigger from the factory, with no migration of its own", async () => {
    const { rows } = (await t.db.execute(
      sql`select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'table_changed' and c.relname = 'test_suppliers'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
  });

  it('gives the built-in roles its default grants once, and leaves a later change of a role alone', async () => {
    const sales = async () =>
      (
        await t.db
          .select({ permissions: schema.roles.permissions })
          .from(schema.roles)
          .where(eq(schema.roles.name, 'sales'))
      )[0]!.permissions;
    expect((await sales()).test_supplier).toEqual(['list', 'read', 'create']);
    const staff = await t.userHeaders({ roles: ['sales'] });
    const refs = await t.app.entities.find((e) => e.name === 'test_supplier')!.sampleRefs!(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/test_suppliers',
      headers: staff,
      payload: { name: 'ספק', ...refs },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/test_suppliers/${(created.json() as { id: number }).id}`,
          headers: staff,
        })
      ).statusCode,
    ).toBe(403);
    await t.db.execute(sql`update roles set permissions = permissions - 'test_supplier' where name = 'sales'`);
    expect(await grantDefaults(t.db, t.app.entities)).toEqual([]);
    expect((await sales()).test_supplier).toBeUndefined();
  });

  it('links the notes of its records to its admin route', () => {
    expect(noteRecordLink('test_supplier', 4)).toBe('/test-suppliers/4');
  });

  it('refuses a bad phone and e-mail with the codes the admin words, and keeps money whole agorot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test_suppliers',
      headers: auth,
      payload: { name: 'x', phone: '12', email: 'not-mail', credit: 10.5, product_id: 1 },
    });
    expect(res.statusCode).toBe(422);
    const detail = (res.json() as { detail: Array<{ loc: string[]; type: string; ctx?: { code?: string } }> }).detail;
    const at = (field: string) => detail.find((d) => d.loc[1] === field);
    expect(at('phone')?.ctx?.code).toBe('phone_invalid');
    expect(at('email')?.type).toBe('value_error');
    expect(at('credit')?.type).toMatch(/^int_/);
  });
});

describe('a definition', () => {
  it('links the notes of its records to its admin route', () => {
    expect(noteRecordLink('author', 4)).toBe('/shop/authors/4');
    expect(noteRecordLink('product', 9)).toBe('/shop/products/9');
  });

  it('has one set of rules: the server refuses exactly what the admin refuses', () => {
    const body = createSchemaOf(throwaway);
    const fields = throwaway.fields;
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 140 }), fc.constant(''), fc.constant('   ')),
        fc.oneof(fc.integer(), fc.double(), fc.constant(-1)),
        (name, credit) => {
          const server = body.safeParse({ name, credit, product_id: 1 });
          const refused = (field: string) =>
            !server.success && server.error.issues.some((issue) => issue.path[0] === field);
          expect(refused('name')).toBe(problemOf(fields.name!, name) !== undefined);
          expect(refused('credit')).toBe(problemOf(fields.credit!, credit) !== undefined);
        },
      ),
    );
    for (const phone of ['+972501234567', '050-123-4567', '12', 'abc']) {
      const server = body.safeParse({ name: 'n', phone, product_id: 1 });
      expect(server.success, phone).toBe(
        problemOf(fields.phone!, phone) === undefined && phoneProblem(phone) === undefined,
      );
    }
  });

  it('takes a field written on create only in a create and refuses it in a change, and keeps a filled or now-defaulted field never empty', () => {
    const ledger = defineEntity({
      name: 'test_ledger',
      label: { he: 'ספר |||| ספרים', en: 'Ledger |||| Ledgers' },
      fields: {
        amount: money({ he: 'סכום', en: 'Amount' }, { required: true, createOnly: true }),
        price: money({ he: 'מחיר', en: 'Price' }, { filled: true }),
        opened_at: datetime({ he: 'נפתח', en: 'Opened' }, { default: 'now' }),
        closed_at: datetime({ he: 'נסגר', en: 'Closed' }),
        note: text({ he: 'הערה', en: 'Note' }),
      },
      list: { columns: ['amount'] },
      checks: [{ name: 'test_ledgers_closed_after_opened', condition: '{closed_at} >= {opened_at}' }],
    });
    expect(createSchemaOf(ledger).safeParse({ amount: 100 }).success).toBe(true);
    expect(createSchemaOf(ledger).safeParse({ amount: 100, price: null }).success).toBe(false);
    const update = updateSchemaOf(ledger);
    expect(update.safeParse({ note: 'x' }).success).toBe(true);
    expect(update.safeParse({ amount: 200 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['amount'],
    });
    const table = getTableConfig(tableOf(ledger));
    const column = (name: string) => table.columns.find((c) => c.name === name)!;
    expect([
      column('amount').notNull,
      column('price').notNull,
      column('opened_at').notNull,
      column('opened_at').hasDefault,
      column('closed_at').notNull,
    ]).toEqual([true, true, true, true, false]);
    expect(table.checks.map((c) => c.name)).toEqual(['test_ledgers_closed_after_opened']);
  });

  it('needs no migration beyond the committed ones: the schema, defined tables included, matches the last snapshot', async () => {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: Array<{ idx: number }>;
    };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const snapshot = JSON.parse(readFileSync(`${migrationsFolder}/meta/${last}_snapshot.json`, 'utf8'));
    expect(await generateMigration(snapshot, generateDrizzleJson(schema))).toEqual([]);
  });
});
