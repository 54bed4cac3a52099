// The orders benchmark's body (run by bench/orders.bench.mjs under tsx): seeds two years of orders with about
// BENCH_LINES order lines by SQL, then times every analytics call for the last 30 days and the last year (median of
// 5 after one warm-up), and, on PostgreSQL, checkouts of 20 carts at once for BENCH_ROUNDS rounds over a few
// products with little stock: p99 and whether any stock was sold twice.
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/setup/migrate';
import { cartItems, carts, products } from '../../server/src/db/schema/index';
import * as analytics from '../../server/src/shop/analytics';
import { checkout } from '../../server/src/shop/orders';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const backend = process.argv[2] as 'pglite' | 'postgres';
const url = process.argv[3];
const dataDir = process.argv[4];

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY = 86_400_000;

async function seed(db: Db) {
  await db.transaction(async (tx) => seedIn(tx as unknown as Db));
  await db.execute(sql`select sales_rollups_rebuild()`);
  await db.execute(sql`analyze`);
}

async function seedIn(db: Db) {
  await db.execute(sql`select set_config('sales.bulk', 'on', true)`);
  const orders = Math.round(LINES / 3);
  await db.execute(
    sql`insert into product_categories (name, slug) select 'קטגוריה ' || g, 'bench-cat-' || g from generate_series(1, 30) g`,
  );
  await db.execute(sql`insert into products (name, slug, price, category_ids, stock_quantity)
    select 'ספר ' || g, 'bench-book-' || g, 3000 + (g * 37) % 9000, array[(select min(id) from product_categories) + g % 30], 1000000 from generate_series(1, 2000) g`);
  await db.execute(
    sql`insert into people (first_name, last_name) select 'קונה', 'מספר ' || g from generate_series(1, 30000) g`,
  );
  await db.execute(
    sql`insert into coupons (code, discount_kind, discount_value) select 'BENCH' || g, 'amount_off', 1000 from generate_series(1, 20) g`,
  );
  const statuses = sql`(array['delivered','delivered','delivered','delivered','shipped','paid','pending','cancelled','refunded'])`;
  // orders spread over two years; lines 1-5 each (3 on average)
  await db.execute(sql`
    insert into orders (person_id, status, customer_name, subtotal, total, discount_total, shipping_total, vat_total, coupon_id, coupon_code, placed_at, created_at, updated_at)
    select (select min(id) from people) + ((g::bigint * 7919) % 30000)::int, ${statuses}[1 + (g * 31) % 9], 'קונה', 0, 0, 0, 2990, 0,
           case when g % 10 = 0 then (select min(id) from coupons) + g % 20 end, case when g % 10 = 0 then 'BENCH' || (1 + g % 20) end,
           now() - ((g::float / ${orders}) * interval '730 days'), now(), now()
    from generate_series(1, ${orders}) g`);
  await db.execute(sql`
    insert into order_lines (order_id, product_id, name, unit_price, quantity, total, category_ids, placed_at)
    select o.id, p.id, p.name, p.price, 1 + (o.id + k) % 2, p.price * (1 + (o.id + k) % 2), p.category_ids, o.placed_at
    from orders o cross join generate_series(1, 5) k
    join products p on p.id = (select min(id) from products) + (o.id * 13 + k * 101) % 2000
    where k <= 1 + (o.id * 7 + k) % 5 and k <= 5 and (k <= 3 or o.id % 2 = 0)`);
  await db.execute(
    sql`update orders o set subtotal = s.sum, total = s.sum + 2990 from (select order_id, sum(total) as sum from order_lines group by order_id) s where s.order_id = o.id`,
  );
  await db.execute(
    sql`insert into coupon_uses (coupon_id, order_id, discount) select coupon_id, id, 1000 from orders where coupon_id is not null`,
  );
  await db.execute(
    sql`insert into carts (status, created_at, updated_at) select case when g % 4 = 0 then 'open' else 'checked_out' end, now() - ((g::float / 200000) * interval '730 days'), now() - ((g::float / 200000) * interval '730 days') from generate_series(1, 200000) g`,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await fn();
    runs.push(performance.now() - start);
  }
  return median(runs);
}

/**
 * Checkouts of 20 carts at once over 4 products, 5 carts each: every round restocks each product to 3, so each round
 * places 12 orders and refuses 8 for stock. A first round warms the pool and is not counted.
 */
async function checkouts(db: Db) {
  const stock = 3;
  const made = await db
    .insert(products)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        name: `נדיר ${i}`,
        slug: `bench-rare-${i}-${Date.now()}`,
        price: 5000,
        stock_quantity: stock,
      })),
    )
    .returning({ id: products.id });
  const ids = made.map((m) => m.id);
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let oversold = false;
  for (let round = 0; round <= ROUNDS; round += 1) {
    await db.update(products).set({ stock_quantity: stock }).where(inArray(products.id, ids));
    const cartIds: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const [cart] = await db.insert(carts).values({}).returning({ id: carts.id });
      await db.insert(cartItems).values({ cartId: cart!.id, productId: ids[i % ids.length]!, quantity: 1 });
      cartIds.push(cart!.id);
    }
    let placed = 0;
    await Promise.all(
      cartIds.map(async (id) => {
        const start = performance.now();
        try {
          await checkout(db, id, null);
          placed += 1;
        } catch {
          if (round) refused += 1;
        }
        if (round) latencies.push(performance.now() - start);
      }),
    );
    const left = await db.select({ q: products.stock_quantity }).from(products).where(inArray(products.id, ids));
    if (left.some((r) => r.q < 0) || placed !== ids.length * stock - left.reduce((a, r) => a + r.q, 0)) oversold = true;
    if (round) sold += placed;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), sold, refused, oversold };
}

const database = await openDatabase(backend === 'postgres' ? { url } : { dataDir });
await migrateDatabase(database);
const { db } = database;
const seedStart = performance.now();
await seed(db);
const [{ lines }] = (
  (await db.execute(sql`select count(*)::int as lines from order_lines`)) as unknown as {
    rows: Array<{ lines: number }>;
  }
).rows;
const results: Record<string, unknown> = {
  backend,
  lines,
  seed_s: Math.round((performance.now() - seedStart) / 100) / 10,
  calls: {} as Record<string, { month_ms: number; year_ms: number }>,
};
const ranges = { month: { start: day(29 * DAY), end: day(0) }, year: { start: day(364 * DAY), end: day(0) } };
const calls: Record<string, (r: analytics.Range) => Promise<unknown>> = {
  'sales-overview': (r) => analytics.salesOverview(db, r),
  'product-performance': (r) => analytics.productPerformance(db, r, 20),
  'revenue-trends': (r) => analytics.revenueTrends(db, r),
  'daily-breakdown': (r) => analytics.dailyBreakdown(db, r),
  'cart-analytics': (r) => analytics.cartAnalytics(db, r),
  'coupon-performance': (r) => analytics.couponPerformance(db, r),
  'category-performance': (r) => analytics.categoryPerformance(db, r),
  'customer-analytics': (r) => analytics.customerAnalytics(db, r),
};
for (const [name, fn] of Object.entries(calls)) {
  (results.calls as Record<string, unknown>)[name] = {
    month_ms: Math.round(await time(() => fn(ranges.month))),
    year_ms: Math.round(await time(() => fn(ranges.year))),
  };
}
if (backend === 'postgres') results.checkout = await checkouts(db);
console.log(JSON.stringify(results));
await database.close();
