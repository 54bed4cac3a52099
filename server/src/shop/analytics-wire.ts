// The sales figures as the API answers them (money in agorot, days as YYYY-MM-DD). The admin reads these shapes
// through the generated wire types (definitions/wire/api.ts), so they are written here once.
import { z } from 'zod';

const day = z.string().describe('YYYY-MM-DD');
const overview = {
  revenue: z.int(),
  orders: z.int(),
  average_order: z.int(),
  items_sold: z.int(),
  discounts: z.int(),
  shipping: z.int(),
  vat: z.int(),
  refunds: z.int(),
  refunded_orders: z.int(),
  cancelled_orders: z.int(),
  pending_orders: z.int(),
  new_customers: z.int(),
};

export const salesOverviewOut = z.object({
  start_date: day,
  end_date: day,
  current: z.object(overview),
  previous: z.object({ start_date: day, end_date: day, ...overview }),
});
export const dailyBreakdownOut = z.array(
  z.object({ date: day, orders: z.int(), revenue: z.int(), items: z.int(), average_order: z.int() }),
);
export const cartAnalyticsOut = z.object({
  carts: z.int(),
  checked_out: z.int(),
  abandoned: z.int(),
  abandoned_value: z.int(),
  active: z.int(),
  conversion_rate: z.number().nullable().describe('A percentage, one decimal'),
});
export const couponPerformanceOut = z.array(
  z.object({ coupon_id: z.int(), code: z.string(), uses: z.int(), discount: z.int(), revenue: z.int() }),
);
export const categoryPerformanceOut = z.array(
  z.object({ category_id: z.int(), name: z.string(), quantity: z.int(), revenue: z.int(), orders: z.int() }),
);
export const customerAnalyticsOut = z.object({
  customers: z.int(),
  new_customers: z.int(),
  returning_customers: z.int(),
  average_revenue: z.int(),
  top_customers: z.array(z.object({ customer_id: z.int(), name: z.string(), orders: z.int(), revenue: z.int() })),
});
export const productPerformanceOut = z.array(
  z.object({ product_id: z.int(), name: z.string(), quantity: z.int(), revenue: z.int(), orders: z.int() }),
);
export const revenueTrendsOut = z.object({
  interval: z.enum(['day', 'week', 'month']),
  points: z.array(z.object({ period: day, revenue: z.int(), orders: z.int() })),
});
export const customerFiguresOut = z.object({
  customer_id: z.int(),
  orders: z.int(),
  revenue: z.int(),
  average_order: z.int(),
  refunds: z.int(),
  first_order_at: z.string().nullable(),
  last_order_at: z.string().nullable(),
  by_status: z.record(z.string(), z.int()).describe('Orders by status'),
  top_products: z.array(z.object({ product_id: z.int(), name: z.string(), quantity: z.int(), revenue: z.int() })),
});
