// Sales figures under /api/ecommerce/analytics: each takes start_date and end_date (Israel days,
// both included; at most two years), product-performance a limit (default 20).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { validationError } from '../errors';
import { intIdParams, queryInt, zInt } from '../schemas/common';
import {
  cartAnalytics,
  categoryPerformance,
  couponPerformance,
  customerAnalytics,
  customerFigures,
  dailyBreakdown,
  daysIn,
  productPerformance,
  revenueTrends,
  salesOverview,
  type Range,
} from '../shop/analytics';
import * as out from '../shop/analytics-wire';
import { routeSchemas } from './route-schema';

const tags = ['analytics'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const MAX_DAYS = 732;
const range = { start_date: z.iso.date(), end_date: z.iso.date() };
const rangeQuery = z.object(range);

/** The range, checked: the end on or after the start, and not longer than two years (422 on the field). */
function rangeOf(query: { start_date: string; end_date: string }): Range {
  const value = { start: query.start_date, end: query.end_date };
  if (daysIn(value) < 1)
    throw validationError(
      ['query', 'end_date'],
      'Value error, must be on or after start_date',
      query.end_date,
      'value_error',
      'end_before_start',
    );
  if (daysIn(value) > MAX_DAYS)
    throw validationError(
      ['query', 'end_date'],
      `Value error, a range of at most ${MAX_DAYS} days`,
      query.end_date,
      'value_error',
      'range_too_long',
    );
  return value;
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const route = <T extends z.ZodType>(
    path: string,
    summary: string,
    answer: T,
    handler: (r: Range) => Promise<z.input<T>>,
  ) =>
    app.get(path, {
      schema: doc(summary, { querystring: rangeQuery, response: { 200: answer as z.ZodType }, errors: [401, 422] }),
      // the answer is checked against its schema at each route below (the handler returns its input type)
      handler: async (request) => (await handler(rangeOf(request.query))) as never,
    });

  route(
    '/sales-overview',
    'Revenue, orders, average order, items, discounts, refunds and new customers, with the previous period',
    out.salesOverviewOut,
    (r) => salesOverview(db, r),
  );
  route(
    '/daily-breakdown',
    'Every day of the range: orders, revenue, items, average order',
    out.dailyBreakdownOut,
    (r) => dailyBreakdown(db, r),
  );
  route(
    '/cart-analytics',
    'Carts started in the range: checked out, abandoned (a day untouched), their value, conversion',
    out.cartAnalyticsOut,
    (r) => cartAnalytics(db, r),
  );
  route(
    '/coupon-performance',
    'Coupons used: uses, discount given, revenue of their orders',
    out.couponPerformanceOut,
    (r) => couponPerformance(db, r),
  );
  route('/category-performance', 'Sales by product category', out.categoryPerformanceOut, (r) =>
    categoryPerformance(db, r),
  );
  route(
    '/customer-analytics',
    'Buyers: new and returning, revenue per buyer, the top ten',
    out.customerAnalyticsOut,
    (r) => customerAnalytics(db, r),
  );

  app.get('/product-performance', {
    schema: doc('The best-selling products by revenue', {
      querystring: z.object({ ...range, limit: queryInt(zInt().min(1).max(100)).default(20) }),
      response: { 200: out.productPerformanceOut },
      errors: [401, 422],
    }),
    handler: async (request) => productPerformance(db, rangeOf(request.query), request.query.limit),
  });

  app.get('/revenue-trends', {
    schema: doc(
      'Revenue and orders per day, week or month (default by the range: up to 62 days daily, up to 190 weekly)',
      {
        querystring: z.object({ ...range, interval: z.enum(['day', 'week', 'month']).optional() }),
        response: { 200: out.revenueTrendsOut },
        errors: [401, 422],
      },
    ),
    handler: async (request) => revenueTrends(db, rangeOf(request.query), request.query.interval),
  });

  app.get('/customer/:id', {
    schema: doc("One customer's buying; without dates, all of it", {
      params: intIdParams,
      querystring: z.object({ start_date: z.iso.date().optional(), end_date: z.iso.date().optional() }),
      response: { 200: out.customerFiguresOut },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { start_date: start, end_date: end } = request.query;
      return customerFigures(
        db,
        request.params.id,
        start && end ? rangeOf({ start_date: start, end_date: end }) : null,
      );
    },
  });
};

export default analyticsRoutes;
