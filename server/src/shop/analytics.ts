// The sales figures behind Home (analytics with start_date and end_date). Days are Israel days;
// sales are orders that were paid (paid, shipped, delivered); refunds are counted apart. Money is agorot.
// Most figures read the day-by-day tables the database keeps (migration 0018_sales_rollups: order_daily,
// product_daily, category_daily, customer_daily, customer_first), so a year is a few hundred rows, not every line.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-sql';

export const TIME_ZONE = 'Asia/Jerusalem';
const SOLD = sql`('paid', 'shipped', 'delivered')`;

/** Midnight (Israel time) that starts `day` plus `plusDays`, as a SQL value. */
export const dayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

export interface Range {
  start: string;
  end: string;
}

const DAY = 86_400_000;
export const daysIn = (range: Range) => Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY) + 1;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The same number of days just before the range. */
export const previousOf = (range: Range): Range => ({
  start: isoDay(Date.parse(range.start) - daysIn(range) * DAY),
  end: isoDay(Date.parse(range.start) - DAY),
});
/** Every day of the range, in order. */
export const daysOf = (range: Range) =>
  Array.from({ length: daysIn(range) }, (_, i) => isoDay(Date.parse(range.start) + i * DAY));

const placedIn = (column: SQL, range: Range) =>
  sql`${column} >= ${dayStart(range.start)} and ${column} < ${dayStart(range.end, 1)}`;
/** The rollups' `day` column within the range. */
const daysWithin = (range: Range) => sql`day between ${range.start}::date and ${range.end}::date`;
const n = (v: unknown) => Number(v ?? 0);

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL): Promise<Row[]> => rowsOf<Row>(await db.execute(query));

async function overviewOf(db: Db, range: Range) {
  const [r] = await rows(
    db,
    sql`select coalesce(sum(orders) filter (where status in ${SOLD}), 0) as orders,
               coalesce(sum(revenue) filter (where status in ${SOLD}), 0) as revenue,
               coalesce(sum(discounts) filter (where status in ${SOLD}), 0) as discounts,
               coalesce(sum(shipping) filter (where status in ${SOLD}), 0) as shipping,
               coalesce(sum(vat) filter (where status in ${SOLD}), 0) as vat,
               coalesce(sum(items) filter (where status in ${SOLD}), 0) as items,
               coalesce(sum(orders) filter (where status = 'refunded'), 0) as refunded_orders,
               coalesce(sum(revenue) filter (where status = 'refunded'), 0) as refunds,
               coalesce(sum(orders) filter (where status = 'cancelled'), 0) as cancelled_orders,
               coalesce(sum(orders) filter (where status = 'pending'), 0) as pending_orders
        from order_daily where ${daysWithin(range)}`,
  );
  const [customers] = await rows(
    db,
    sql`select count(*) as new_customers from customer_first where ${placedIn(sql`first_sold_at`, range)}`,
  );
  const revenue = n(r.revenue);
  const count = n(r.orders);
  return {
    revenue,
    orders: count,
    average_order: count ? Math.round(revenue / count) : 0,
    items_sold: n(r.items),
    discounts: n(r.discounts),
    shipping: n(r.shipping),
    vat: n(r.vat),
    refunds: n(r.refunds),
    refunded_orders: n(r.refunded_orders),
    cancelled_orders: n(r.cancelled_orders),
    pending_orders: n(r.pending_orders),
    new_customers: n(customers.new_customers),
  };
}

/** The period's figures and the same figures for the period just before it. */
export async function salesOverview(db: Db, range: Range) {
  const previous = previousOf(range);
  return {
    start_date: range.start,
    end_date: range.end,
    current: await overviewOf(db, range),
    previous: { start_date: previous.start, end_date: previous.end, ...(await overviewOf(db, previous)) },
  };
}

/** The best-selling products by revenue. */
export async function productPerformance(db: Db, range: Range, limit: number) {
  const found = await rows(
    db,
    sql`select product_id, max(name) as name, sum(quantity) as quantity, sum(revenue) as revenue, sum(orders) as orders
        from product_daily where ${daysWithin(range)}
        group by product_id having sum(orders) > 0 order by revenue desc, product_id limit ${limit}`,
  );
  return found.map((r) => ({
    product_id: n(r.product_id),
    name: String(r.name),
    quantity: n(r.quantity),
    revenue: n(r.revenue),
    orders: n(r.orders),
  }));
}

export type Interval = 'day' | 'week' | 'month';
export const intervalFor = (range: Range): Interval =>
  daysIn(range) <= 62 ? 'day' : daysIn(range) <= 190 ? 'week' : 'month';

/** Revenue and orders per day, week or month (every period present, empty ones as zero). */
export async function revenueTrends(db: Db, range: Range, interval: Interval = intervalFor(range)) {
  const found = await rows(
    db,
    sql`select to_char(date_trunc(${interval}, day), 'YYYY-MM-DD') as period, sum(revenue) as revenue, sum(orders) as orders
        from order_daily where ${daysWithin(range)} and status in ${SOLD} group by 1 order by 1`,
  );
  const byPeriod = new Map(found.map((r) => [String(r.period), r]));
  const periods = [...new Set(daysOf(range).map((day) => periodOf(day, interval)))];
  return {
    interval,
    points: periods.map((period) => ({
      period,
      revenue: n(byPeriod.get(period)?.revenue),
      orders: n(byPeriod.get(period)?.orders),
    })),
  };
}

/** The first day of the day's week (Monday, as PostgreSQL counts) or month. */
function periodOf(day: string, interval: Interval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const ms = Date.parse(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoDay(ms - weekday * DAY);
}

/** Every day of the range: orders, revenue, items and the average order. */
export async function dailyBreakdown(db: Db, range: Range) {
  const found = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(orders) as orders, sum(revenue) as revenue, sum(items) as items
        from order_daily where ${daysWithin(range)} and status in ${SOLD} group by day`,
  );
  const byDay = new Map(found.map((r) => [String(r.day), r]));
  return daysOf(range).map((day) => {
    const r = byDay.get(day);
    const orders = n(r?.orders);
    const revenue = n(r?.revenue);
    return { date: day, orders, revenue, items: n(r?.items), average_order: orders ? Math.round(revenue / orders) : 0 };
  });
}

/** Carts started in the range: how many became orders, how many were left with items for a day or more, and their value. */
export async function cartAnalytics(db: Db, range: Range) {
  const [r] = await rows(
    db,
    sql`with c as (select id, status, updated_at < now() - interval '1 day' as stale from carts where ${placedIn(sql`created_at`, range)}),
        v as (select i.cart_id, sum(i.quantity * coalesce(p.sale_price, p.price, b.price, 0)) as value from cart_items i
              join c on c.id = i.cart_id and c.status = 'open'
              left join products p on p.id = i.product_id left join bundles b on b.id = i.bundle_id group by i.cart_id)
        select count(*) as carts,
               count(*) filter (where c.status = 'checked_out') as checked_out,
               count(*) filter (where c.status = 'open' and v.cart_id is not null and c.stale) as abandoned,
               coalesce(sum(v.value) filter (where c.status = 'open' and c.stale), 0) as abandoned_value,
               count(*) filter (where c.status = 'open' and (v.cart_id is null or not c.stale)) as active
        from c left join v on v.cart_id = c.id`,
  );
  const carts = n(r.carts);
  const checkedOut = n(r.checked_out);
  return {
    carts,
    checked_out: checkedOut,
    abandoned: n(r.abandoned),
    abandoned_value: n(r.abandoned_value),
    active: n(r.active),
    conversion_rate: carts ? Math.round((checkedOut / carts) * 1000) / 10 : null,
  };
}

/** Coupons used by sales in the range: uses, the discount they gave and the revenue of their orders. */
export async function couponPerformance(db: Db, range: Range) {
  const found = await rows(
    db,
    sql`select o.coupon_id, max(o.coupon_code) as code, count(*) as uses, coalesce(sum(u.discount), 0) as discount, sum(o.total) as revenue
        from orders o left join coupon_uses u on u.order_id = o.id
        where ${placedIn(sql`o.placed_at`, range)} and o.status in ${SOLD} and o.coupon_id is not null
        group by o.coupon_id order by uses desc, revenue desc limit 50`,
  );
  return found.map((r) => ({
    coupon_id: n(r.coupon_id),
    code: String(r.code),
    uses: n(r.uses),
    discount: n(r.discount),
    revenue: n(r.revenue),
  }));
}

/** Sales by product category (a product in two categories counts in both). */
export async function categoryPerformance(db: Db, range: Range) {
  const found = await rows(
    db,
    sql`select c.id as category_id, c.name, sum(d.quantity) as quantity, sum(d.revenue) as revenue, sum(d.orders) as orders
        from category_daily d join product_categories c on c.id = d.category_id
        where ${daysWithin(range)}
        group by c.id, c.name having sum(d.orders) > 0 order by revenue desc limit 50`,
  );
  return found.map((r) => ({
    category_id: n(r.category_id),
    name: String(r.name),
    quantity: n(r.quantity),
    revenue: n(r.revenue),
    orders: n(r.orders),
  }));
}

/** Buyers in the range: how many, new or returning, and the top ten by revenue. */
export async function customerAnalytics(db: Db, range: Range) {
  const [totals] = await rows(
    db,
    sql`with b as (select person_id, sum(revenue) as revenue from customer_daily where ${daysWithin(range)} group by person_id having sum(orders) > 0)
        select count(*) as customers, coalesce(sum(b.revenue), 0) as revenue,
               count(*) filter (where f.first_sold_at >= ${dayStart(range.start)}) as new_customers
        from b join customer_first f using (person_id)`,
  );
  const top = await rows(
    db,
    sql`select d.person_id, sum(d.orders) as orders, sum(d.revenue) as revenue, trim(p.first_name || ' ' || p.last_name) as name
        from customer_daily d left join people p on p.id = d.person_id
        where ${daysWithin(range)} group by d.person_id, p.first_name, p.last_name having sum(d.orders) > 0
        order by revenue desc, d.person_id limit 10`,
  );
  const customers = n(totals.customers);
  const newCustomers = n(totals.new_customers);
  return {
    customers,
    new_customers: newCustomers,
    returning_customers: customers - newCustomers,
    average_revenue: customers ? Math.round(n(totals.revenue) / customers) : 0,
    top_customers: top.map((r) => ({
      customer_id: n(r.person_id),
      name: String(r.name ?? ''),
      orders: n(r.orders),
      revenue: n(r.revenue),
    })),
  };
}

/** One customer's buying: orders, revenue, average, first and last order, orders by status, favourite products. */
export async function customerFigures(db: Db, personId: number, range: Range | null) {
  const within = range ? sql`and ${placedIn(sql`placed_at`, range)}` : sql``;
  const [r] = await rows(
    db,
    sql`select count(*) filter (where status in ${SOLD}) as orders, coalesce(sum(total) filter (where status in ${SOLD}), 0) as revenue,
               min(placed_at) as first_order_at, max(placed_at) as last_order_at, count(*) as all_orders,
               coalesce(sum(total) filter (where status = 'refunded'), 0) as refunds
        from orders where person_id = ${personId} ${within}`,
  );
  const statuses = await rows(
    db,
    sql`select status, count(*) as n from orders where person_id = ${personId} ${within} group by status`,
  );
  const withinLines = range ? sql`and ${placedIn(sql`l.placed_at`, range)}` : sql``;
  const top = await rows(
    db,
    sql`select l.product_id, max(l.name) as name, sum(l.quantity) as quantity, sum(l.total) as revenue from order_lines l join orders o on o.id = l.order_id
        where o.person_id = ${personId} and o.status in ${SOLD} and l.product_id is not null ${withinLines}
        group by l.product_id order by quantity desc, revenue desc limit 5`,
  );
  const orders = n(r.orders);
  const revenue = n(r.revenue);
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    customer_id: personId,
    orders,
    revenue,
    average_order: orders ? Math.round(revenue / orders) : 0,
    refunds: n(r.refunds),
    first_order_at: iso(r.first_order_at),
    last_order_at: iso(r.last_order_at),
    by_status: Object.fromEntries(statuses.map((s) => [String(s.status), n(s.n)])),
    top_products: top.map((t) => ({
      product_id: n(t.product_id),
      name: String(t.name),
      quantity: n(t.quantity),
      revenue: n(t.revenue),
    })),
  };
}
