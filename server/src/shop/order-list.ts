// Reading orders for the list: the filters (status, customer, search, Israel days), a page in one of the sorts with
// each order's receipt number, and how many orders each status holds under the same filters.
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ORDER_STATUSES, orderPayments, orders, people, type OrderStatus } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { searchCondition } from '../people/search';
import { dayStart } from './analytics';
import { orderSummary } from './orders';

/** The columns the list sorts by, by their wire names. */
export const ORDER_SORTS = {
  placed_at: orders.placedAt,
  total: orders.total,
  id: orders.id,
  status: orders.status,
  customer_name: orders.customerName,
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

export interface OrderFilters {
  status?: OrderStatus;
  customer_id?: number;
  q?: string;
  from?: string;
  to?: string;
}

/** The condition of the filters; `q` matches the order number, customer name, e-mail, phone digits or person. */
function whereOf(filters: OrderFilters): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (filters.status) parts.push(eq(orders.status, filters.status));
  if (filters.customer_id) parts.push(eq(orders.personId, filters.customer_id));
  if (filters.from) parts.push(gte(orders.placedAt, dayStart(filters.from)));
  if (filters.to) parts.push(lt(orders.placedAt, dayStart(filters.to, 1)));
  const q = filters.q?.replace(/^#/, '');
  if (q) {
    const digits = q.replace(/\D/g, '');
    const person = searchCondition(q, 'p0');
    parts.push(
      or(
        /^\d+$/.test(q) && Number(q) < 2_147_483_647 ? eq(orders.id, Number(q)) : undefined,
        textSearch(q, [orders.customerName, orders.customerEmail]),
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${orders.customerPhone}, ''), '\\D', '', 'g') like ${`%${digits.replace(/^0/, '')}%`}`
          : undefined,
        person ? sql`${orders.personId} in (select p0.id from ${people} p0 where ${person})` : undefined,
      ),
    );
  }
  return and(...parts);
}

/** One page of the filtered orders as lists show them, ties broken by id in the same direction, and their total. */
export async function listOrders(
  db: Db,
  filters: OrderFilters,
  page: { offset: number; limit: number; sort: OrderSort; order: 'asc' | 'desc' },
) {
  const where = whereOf(filters);
  const column = ORDER_SORTS[page.sort];
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, receipt: orderPayments.receiptNumber })
      .from(orders)
      .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: rows.map((row) => orderSummary(row.order, row.receipt)), total };
}

/** How many filtered orders each status holds (every status present, empty ones 0), and `all`. */
export async function countOrdersByStatus(db: Db, filters: OrderFilters): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(whereOf(filters))
    .groupBy(orders.status);
  const counts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]));
  for (const row of rows) counts[row.status] = row.n;
  counts.all = rows.reduce((a, r) => a + r.n, 0);
  return counts;
}
