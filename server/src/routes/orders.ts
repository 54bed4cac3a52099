// Orders under /api/ecommerce: the list (status, customer_id, offset, limit 50, search, dates),
// counts by status, one order with lines and history, status moves, adding items, notes, deleting.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { sendReceiptPdf } from '../billing/receipt-pdf';
import { orderReceiptOf, receiptSchema } from '../billing/receipts';
import { ORDER_STATUSES } from '../db/schema/index';
import { intIdParams, listResponse, queryInt, zInt } from '../schemas/common';
import { countOrdersByStatus, listOrders, ORDER_SORTS, type OrderSort } from '../shop/order-list';
import { addOrderItems, changeStatus, deleteOrder, orderWire, setOrderNotes } from '../shop/orders';
import { orderSchema, orderSummarySchema } from '../shop/wire';
import { byIntId, routeSchemas } from './route-schema';

const tags = ['order'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const filters = {
  status: z.enum(ORDER_STATUSES).optional(),
  customer_id: queryInt(zInt().min(1)).optional(),
  q: z.string().trim().max(200).optional().describe('Order number, customer name, e-mail or phone'),
  from: z.iso.date().optional().describe('Placed on or after this day (Israel time)'),
  to: z.iso.date().optional().describe('Placed on or before this day (Israel time)'),
};

const listQuery = z.object({
  ...filters,
  offset: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(500)).default(50),
  sort: z.enum(Object.keys(ORDER_SORTS) as [OrderSort]).default('placed_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  app.get('/orders', {
    schema: doc('Orders, newest first by default', {
      querystring: listQuery,
      response: { 200: listResponse(orderSummarySchema) },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { offset, limit, sort, order, ...filters } = request.query;
      return listOrders(db, filters, { offset, limit, sort, order });
    },
  });

  app.get('/orders/counts', {
    schema: doc('How many orders each status holds under the same search and dates (and `all`)', {
      querystring: z.object({ ...filters, status: z.undefined().optional() }),
      response: { 200: z.record(z.string(), z.int()) },
      errors: [401, 422],
    }),
    handler: async (request) => countOrdersByStatus(db, request.query),
  });

  app.get('/order/:id', {
    schema: doc('One order', { ...byIntId, response: { 200: orderSchema } }),
    handler: async (request) => orderWire(db, request.params.id),
  });

  app.put('/order/:id', {
    schema: doc(
      'Move the order to another status (query or body `status`; 422 names the allowed moves), and/or change its notes',
      {
        ...byIntId,
        querystring: z.object({ status: z.enum(ORDER_STATUSES).optional() }),
        body: z
          .object({
            status: z.enum(ORDER_STATUSES).optional(),
            note: z.string().trim().max(1000).optional().describe('Why, kept in the history'),
            notes: z.string().trim().max(5000).nullable().optional(),
          })
          .strict()
          .nullish(),
        response: { 200: orderSchema },
      },
    ),
    handler: async (request) => {
      const body = request.body ?? {};
      const status = body.status ?? request.query.status;
      if (body.notes !== undefined) await setOrderNotes(db, request.params.id, body.notes);
      if (status) await changeStatus(db, request.params.id, status, currentUser(request).id, body.note || null);
      return orderWire(db, request.params.id);
    },
  });

  app.get('/order/:id/receipt', {
    schema: doc("The receipt of the order's payment (409 RECEIPT_NONE when it was not paid through the product)", {
      params: intIdParams,
      response: { 200: receiptSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => orderReceiptOf(db, request.params.id),
  });

  app.get('/order/:id/receipt.pdf', {
    schema: doc("The order's receipt as a PDF to download: Hebrew, right to left (English with lang=en)", {
      params: intIdParams,
      querystring: z.object({ lang: z.enum(['he', 'en']).default('he') }).strict(),
      response: { 200: z.unknown().describe('The receipt as application/pdf') },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request, reply) =>
      sendReceiptPdf(reply, await orderReceiptOf(db, request.params.id), request.query.lang),
  });

  app.post('/order/:id/items', {
    schema: doc('Add products to a pending order at their current price (409 ORDER_NOT_PENDING, OUT_OF_STOCK)', {
      params: intIdParams,
      body: z.union([
        z.object({ product_id: zInt().min(1), quantity: zInt().min(1).max(10_000).default(1) }).strict(),
        z
          .object({
            items: z
              .array(z.object({ product_id: zInt().min(1), quantity: zInt().min(1).max(10_000) }).strict())
              .min(1)
              .max(100),
          })
          .strict(),
      ]),
      response: { 200: orderSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const items = 'items' in request.body ? request.body.items : [request.body];
      await addOrderItems(db, request.params.id, items, currentUser(request).id);
      return orderWire(db, request.params.id);
    },
  });

  app.delete('/order/:id', {
    schema: doc(
      'Delete a pending or cancelled order (409 ORDER_NOT_DELETABLE otherwise); a pending one returns its stock',
      { params: intIdParams, response: { 204: z.null() }, errors: [401, 404, 409, 422] },
    ),
    handler: async (request, reply) => {
      await deleteOrder(db, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default orderRoutes;
