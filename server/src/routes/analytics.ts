// Sales figures under /api/ecommerce/analytics: each takes start_date and end_date (Israel days,
// both included; at most two years), product-performance a limit (default 20).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses, validationError } from '../errors';
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

const tags = ['analytics'];
const MAX_DAYS = 732;
const range = { start_date: z.iso.date(), end_date: z.iso.date() };
const rangeQuery = z.object(range);
const figures = z.unknown();

/** The range, checked: the end on or after the start, and not longer than two years (422 on the field). */
function rangeOf(query: { start_date: string; end_date: string }): Range {
  const value = { start: query.start_date, end: query.end_date };
  if (daysIn(value) < 1) throw validationError(['query', 'end_date'], 'Value error, must be on or after start_date', query.end_date, 'value_error', 'end_before_start');
  if (daysIn(value) > MAX_DAYS) throw validationError(['query', 'end_date'], `Value error, a range of at most ${MAX_DAYS} days`, query.end_date, 'value_error', 'range_too_long');
  return value;
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const route = (path: string, summary: string, handler: (r: Range) => Promise<unknown>) =>
    app.get(path, {
      schema: { tags, summary, security: authSecurity, querystring: rangeQuery, response: { 200: figures, ...errorResponses(401, 422) } },
      handler: async (request) => handler(rangeOf(request.query)),
    });

  route('/sales-overview', 'Revenue, orders, average order, items, discounts, refunds and new customers, with the previous period', (r) => salesOverview(db, r));
  route('/daily-breakdown', 'Every day of the range: orders, revenue, items, average order', (r) => dailyBreakdown(db, r));
  route('/cart-analytics', 'Carts started in the range: checked out, abandoned (a day untouched), their value, conversion', (r) => cartAnalytics(db, r));
  route('/coupon-performance', 'Coupons used: uses, discount given, revenue of their orders', (r) => couponPerformance(db, r));
  route('/category-performance', 'Sales by product category', (r) => categoryPerformance(db, r));
  route('/customer-analytics', 'Buyers: new and returning, revenue per buyer, the top ten', (r) => customerAnalytics(db, r));

  app.get('/product-performance', {
    schema: { tags, summary: 'The best-selling products by revenue', security: authSecurity, querystring: z.object({ ...range, limit: queryInt(zInt().min(1).max(100)).default(20) }), response: { 200: figures, ...errorResponses(401, 422) } },
    handler: async (request) => productPerformance(db, rangeOf(request.query), request.query.limit),
  });

  app.get('/revenue-trends', {
    schema: { tags, summary: 'Revenue and orders per day, week or month (default by the range: up to 62 days daily, up to 190 weekly)', security: authSecurity, querystring: z.object({ ...range, interval: z.enum(['day', 'week', 'month']).optional() }), response: { 200: figures, ...errorResponses(401, 422) } },
    handler: async (request) => revenueTrends(db, rangeOf(request.query), request.query.interval),
  });

  app.get('/customer/:id', {
    schema: { tags, summary: "One customer's buying; without dates, all of it", security: authSecurity, params: intIdParams, querystring: z.object({ start_date: z.iso.date().optional(), end_date: z.iso.date().optional() }), response: { 200: figures, ...errorResponses(401, 422) } },
    handler: async (request) => {
      const { start_date: start, end_date: end } = request.query;
      return customerFigures(db, request.params.id, start && end ? rangeOf({ start_date: start, end_date: end }) : null);
    },
  });
};

export default analyticsRoutes;
