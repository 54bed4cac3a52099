// Migrations and seeding are idempotent: a second start changes nothing and duplicates nothing.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { findUserByEmail } from '../src/auth/users';
import { migrateDatabase } from '../src/setup/migrate';
import {
  authors,
  bundles,
  carts,
  coupons,
  files,
  libraryItems,
  notes,
  orderLines,
  orderPayments,
  orders,
  people,
  productCategories,
  products,
  seedRuns,
  shippingOptions,
  shopEvents,
  subscriptionPayments,
  subscriptions,
  users,
} from '../src/db/schema/index';
import { seedDatabase } from '../src/setup/seed';
import { backends, openTestDatabase, testConfig, type TestDatabase } from './helpers';

describe.each(backends)('migrate and seed (%s)', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(backend);
  });
  afterAll(() => t.dispose());

  const countOf = async (
    table: typeof users | typeof authors | typeof shippingOptions | typeof seedRuns | typeof bundles | typeof coupons,
  ) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  it('re-applies no migration on a migrated database', async () => {
    await migrateDatabase(t.database);
    await migrateDatabase(t.database);
    expect(await countOf(users)).toBe(0);
  });

  it('creates the first superuser once with a generated password, seeds the demo once', async () => {
    const config = testConfig({ seedDemo: true, firstSuperuserEmail: 'boss@example.com' });
    const first = await seedDatabase(t.database.db, config);
    expect(first.createdSuperuser?.email).toBe('boss@example.com');
    const generated = first.createdSuperuser?.generatedPassword;
    expect(generated).toMatch(/^[\w-]{12,}$/);
    const boss = (await findUserByEmail(t.database.db, 'boss@example.com'))!;
    expect(boss.isSuperuser).toBe(true);
    expect(boss.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(boss.hashedPassword, generated!)).toBe(true);
    expect(first.demoSteps).toEqual([
      'demo:shipping-options',
      'demo:authors',
      'demo:staff',
      'demo:people',
      'demo:product-categories',
      'demo:shop',
      'demo:media',
      'demo:deals',
      'demo:library',
      'demo:orders',
      'demo:subscriptions',
      'demo:events',
      'demo:forms',
      'demo:cms',
      'demo:newsletter',
      'demo:support',
      'demo:message-templates',
    ]);

    const counts = {
      users: await countOf(users),
      authors: await countOf(authors),
      shipping: await countOf(shippingOptions),
    };
    expect(counts.authors).toBeGreaterThanOrEqual(5);
    // The demo looks lived in: several staff, customers who joined over the past years, notes by different staff.
    const staff = (await t.database.db.select().from(users)).filter((u) => u.isActive && !u.isReader);
    expect(staff.length).toBeGreaterThanOrEqual(5);
    const joined = (await t.database.db.select({ at: people.createdAt }).from(people)).map((p) => p.at.getTime());
    expect(Math.max(...joined) - Math.min(...joined)).toBeGreaterThan(2 * 365 * 86_400_000);
    const noteAuthors = new Set((await t.database.db.select({ by: notes.authorId }).from(notes)).map((n) => n.by));
    expect(noteAuthors.size).toBeGreaterThanOrEqual(4);
    expect(counts.shipping).toBeGreaterThanOrEqual(3);
    // The shop demo: about 60 books and more, each printed book with its author and category, a few offers.
    const catalogue = await t.database.db.select().from(products);
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    expect(
      catalogue
        .filter((p) => p.kind === 'printed_book')
        .every((p) => p.author_ids.length === 1 && p.category_ids.length >= 1),
    ).toBe(true);
    expect(await countOf(bundles)).toBeGreaterThanOrEqual(3);
    expect(await countOf(coupons)).toBeGreaterThanOrEqual(3);
    // The media demo: covers stored as files (with thumbnails) and set on categories, products and every bundle.
    const pictured = catalogue.filter((p) => p.images.length > 0);
    expect(pictured.length).toBeGreaterThanOrEqual(40);
    const boxes = await t.database.db.select().from(bundles);
    expect(boxes.every((b) => b.image?.startsWith('shop/bundles/'))).toBe(true);
    const stored = (await t.database.db.select().from(files)).filter((f) => f.dirPath.startsWith('shop/'));
    expect(stored.length).toBe(
      pictured.flatMap((p) => p.images).length +
        (await t.database.db.select().from(productCategories)).filter((c) => c.image).length +
        boxes.length,
    );
    expect(
      stored.every((f) => f.hasThumbnail && f.width === 600 && f.height === 900 && f.mimeType === 'image/jpeg'),
    ).toBe(true);
    // and each its list cell's picture in its row (a 600 x 900 cover: 80 x 120)
    expect(stored.every((f) => (f.cellPicture?.length ?? 0) > 100)).toBe(true);
    // The library demo: items with covers (stored files), most of them published.
    const library = await t.database.db.select().from(libraryItems);
    expect(library.length).toBeGreaterThanOrEqual(40);
    expect(library.every((item) => item.cover?.startsWith('app/covers/'))).toBe(true);
    // The sales demo: a year of orders with lines and history, mostly delivered, some refunded; abandoned carts.
    const sales = await t.database.db
      .select({ status: orders.status, placedAt: orders.placedAt, total: orders.total })
      .from(orders);
    expect(sales.length).toBeGreaterThan(1500);
    expect(Date.now() - Math.min(...sales.map((o) => o.placedAt.getTime()))).toBeGreaterThan(360 * 86_400_000);
    expect(new Set(sales.map((o) => o.status))).toEqual(
      new Set(['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded']),
    );
    expect(sales.every((o) => Number.isInteger(o.total) && o.total > 0)).toBe(true);
    expect((await t.database.db.select({ id: orderLines.id }).from(orderLines)).length).toBeGreaterThan(sales.length);
    expect((await t.database.db.select().from(carts)).filter((c) => c.status === 'open').length).toBeGreaterThanOrEqual(
      50,
    );
    // ...and the day tables the figures read were rebuilt after the bulk write
    const [{ sold }] = (
      (await t.database.db.execute(
        sql`select coalesce(sum(orders), 0)::int as sold from order_daily where status in ('paid', 'shipped', 'delivered')`,
      )) as unknown as { rows: Array<{ sold: number }> }
    ).rows;
    expect(sold).toBe(sales.filter((o) => ['paid', 'shipped', 'delivered'].includes(o.status)).length);
    // The subscribers demo: most active, some trialing, past due, paused or cancelled; its receipts and the paid
    // orders' are one sequence, 1..n with no gap and no number twice.
    const subscribers = await t.database.db.select({ status: subscriptions.status }).from(subscriptions);
    expect(subscribers.length).toBeGreaterThanOrEqual(50);
    expect(new Set(subscribers.map((s) => s.status))).toEqual(
      new Set(['trialing', 'active', 'past_due', 'paused', 'cancelled']),
    );
    const subscriptionReceipts = (
      await t.database.db.select({ n: subscriptionPayments.receipt_number }).from(subscriptionPayments)
    ).flatMap((p) => (p.n ? [p.n] : []));
    expect(subscriptionReceipts.length).toBeGreaterThan(100);
    const orderReceipts = (await t.database.db.select({ n: orderPayments.receiptNumber }).from(orderPayments)).map(
      (p) => p.n,
    );
    const receipts = [...subscriptionReceipts, ...orderReceipts].sort((a, b) => a - b);
    expect(receipts).toEqual(receipts.map((_, i) => i + 1));
    // The events demo: months around today, past and coming, two series (one meeting cancelled), a full-day fair.
    const events = await t.database.db.select().from(shopEvents);
    expect(
      events.some((e) => Date.parse(e.starts_at) < Date.now() - 30 * 86_400_000) &&
        events.some((e) => Date.parse(e.starts_at) > Date.now() + 30 * 86_400_000),
    ).toBe(true);
    expect(new Set(events.flatMap((e) => (e.series_id ? [e.series_id] : []))).size).toBe(2);
    expect(events.filter((e) => e.status === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(events.some((e) => e.all_day) && events.every((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at))).toBe(
      true,
    );
    const defaults = await t.database.db.select().from(shippingOptions);
    expect(defaults.filter((o) => o.is_default)).toHaveLength(1);

    const second = await seedDatabase(t.database.db, config);
    expect(second).toEqual({ createdSuperuser: undefined, demoSteps: [] });
    expect({
      users: await countOf(users),
      authors: await countOf(authors),
      shipping: await countOf(shippingOptions),
    }).toEqual(counts);
  }, 180_000); // the whole demo, twice over, on a busy two-core machine
});

/**
 * What the migrations built: columns, indexes, constraints, triggers, functions, extensions, applied migrations and built-in rows.
 * The job queue's daily partitions (a table name ending in a date) are left out: they follow the day the database was made, not the migrations.
 */
async function schemaOf(t: TestDatabase): Promise<unknown[]> {
  const queries = [
    sql`select table_schema, table_name, column_name, data_type, column_default, is_nullable from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') and table_name !~ '_[0-9]{8}$' order by 1, 2, 3`,
    sql`select schemaname, tablename, indexdef from pg_indexes where schemaname not in ('pg_catalog', 'information_schema') and tablename !~ '_[0-9]{8}$' order by 1, 2, 3`,
    sql`select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    sql`select tgrelid::regclass::text as rel, tgname from pg_trigger where not tgisinternal and tgrelid::regclass::text !~ '_[0-9]{8}$' order by 1, 2`,
    sql`select proname, pg_get_function_identity_arguments(oid) as args from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2`,
    sql`select extname from pg_extension order by 1`,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
    sql`select name, permissions, screens, built_in from roles order by name`,
  ];
  const results: unknown[] = [];
  for (const query of queries)
    results.push(((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows);
  return results;
}

// PostgreSQL's template lives on the server from run to run; PGlite's is rebuilt from scratch in every new temp folder.
describe.runIf(process.env.TEST_DATABASE_URL)('the migrated PostgreSQL template the tests copy', () => {
  it('holds what migrating an empty database from scratch gives', async () => {
    const copied = await openTestDatabase('postgres');
    const scratch = await openTestDatabase('postgres', { fromScratch: true });
    try {
      const expected = await schemaOf(scratch);
      expect((expected[0] as unknown[]).length).toBeGreaterThan(100);
      expect(await schemaOf(copied)).toEqual(expected);
    } finally {
      await copied.dispose();
      await scratch.dispose();
    }
  }, 120_000); // migrating from scratch takes several seconds on a busy machine
});

describe('first superuser from the environment', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t.dispose());

  it('uses FIRST_SUPERUSER_PASSWORD and prints nothing generated; skips the demo when SEED_DEMO is off', async () => {
    const config = testConfig({
      firstSuperuserEmail: 'owner@example.com',
      firstSuperuserPassword: 'chosen-by-owner',
      seedDemo: false,
    });
    const report = await seedDatabase(t.database.db, config);
    expect(report).toEqual({
      createdSuperuser: { email: 'owner@example.com', generatedPassword: undefined },
      demoSteps: [],
    });
    const owner = (await findUserByEmail(t.database.db, 'owner@example.com'))!;
    expect(await verifyPassword(owner.hashedPassword, 'chosen-by-owner')).toBe(true);
    expect((await t.database.db.select({ n: count() }).from(authors))[0]!.n).toBe(0);
  });
});
