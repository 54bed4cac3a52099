// Carts under /api/ecommerce/cart: create for a customer, items and bundles, coupon, customer,
// shipping details and option, and checkout. Every answer is the whole priced cart (shop/carts.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import couponDefinition from '../../../definitions/entities/coupons';
import type { TextDef } from '../../../definitions/entity/fields';
import { keptText } from '../../../definitions/entity/limits';
import { currentUser, requireUser } from '../auth/guards';
import type { Tx } from '../db/client';
import { bundles, cartItems, carts, coupons, people, products, shippingOptions } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, validationError } from '../errors';
import { intIdParams, queryInt, zInt } from '../schemas/common';
import { cartOf, cartWire, checkCoupon, type CouponRow } from '../shop/carts';
import { checkout, orderWire } from '../shop/orders';
import { cartSchema, orderSchema } from '../shop/wire';

const tags = ['cart'];
/** A coupon's code is found as the coupon keeps it (its definition's rule: trimmed, in capitals), whatever the case typed. */
const COUPON_CODE_FIELD = couponDefinition.fields.code as TextDef;
const id = () => zInt().min(1).max(2_147_483_647);
const quantity = () => zInt().min(1).max(10_000);
const sqlAdd = (n: number) => sql`${cartItems.quantity} + ${n}`;
const itemParams = z.object({ id: queryInt(id()), itemId: queryInt(id()) });

const shippingInfo = z
  .object({
    name: z.string().trim().max(200).optional(),
    phone: z.string().trim().max(40).optional(),
    email: z.union([z.literal(''), z.email()]).optional(),
    address: z.string().trim().max(300).optional(),
    city: z.string().trim().max(100).optional(),
    zip: z.string().trim().max(20).optional(),
    notes: z.string().trim().max(1000).optional(),
  })
  .strict();

async function openCart(tx: Tx, cartId: number) {
  const cart = await cartOf(tx, cartId, true);
  if (cart.status !== 'open') throw httpError(409, 'CART_CLOSED');
  return cart;
}

async function mustExist(
  tx: Tx,
  table: typeof products | typeof bundles | typeof people | typeof shippingOptions,
  value: number,
  field: string,
) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, value));
  if (!row)
    throw validationError(['body', field], 'Value error, no record with this id', value, 'value_error', 'not_found');
}

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  /** Runs `change` on the open cart in a transaction and answers the cart after it. */
  const change = async (cartId: number, fn: (tx: Tx) => Promise<unknown>) => {
    await db.transaction(async (tx) => {
      await openCart(tx, cartId);
      await fn(tx);
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    });
    return cartWire(db, cartId);
  };

  app.post('/cart', {
    schema: {
      tags,
      summary: 'A new cart, for a customer or not yet',
      security: authSecurity,
      body: z.object({ customer_id: id().nullable().optional() }).strict().nullish(),
      response: { 201: cartSchema, ...errorResponses(401, 422) },
    },
    handler: async (request, reply) => {
      const cartId = await db.transaction(async (tx) => {
        const customerId = request.body?.customer_id ?? null;
        if (customerId) await mustExist(tx, people, customerId, 'customer_id');
        const [row] = await tx
          .insert(carts)
          .values({ personId: customerId, createdBy: currentUser(request).id })
          .returning({ id: carts.id });
        return row.id;
      });
      return reply.code(201).send(await cartWire(db, cartId));
    },
  });

  app.get('/cart/:id', {
    schema: {
      tags,
      summary: 'A cart, priced',
      security: authSecurity,
      params: intIdParams,
      response: { 200: cartSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => cartWire(db, request.params.id),
  });

  app.get('/cart/customer/:id', {
    schema: {
      tags,
      summary: "The customer's open cart (the newest), 404 when there is none",
      security: authSecurity,
      params: intIdParams,
      response: { 200: cartSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.personId, request.params.id), eq(carts.status, 'open')))
        .orderBy(desc(carts.updatedAt))
        .limit(1);
      if (!row) throw notFound();
      return cartWire(db, row.id);
    },
  });

  app.post('/cart/:id/items', {
    schema: {
      tags,
      summary: 'Add a product (adding one already there adds to its quantity)',
      security: authSecurity,
      params: intIdParams,
      body: z.object({ product_id: id(), quantity: quantity().default(1) }).strict(),
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        await mustExist(tx, products, request.body.product_id, 'product_id');
        const [product] = await tx
          .select({ active: products.is_active })
          .from(products)
          .where(eq(products.id, request.body.product_id));
        if (!product.active) throw httpError(409, 'PRODUCT_INACTIVE');
        await tx
          .insert(cartItems)
          .values({ cartId: request.params.id, productId: request.body.product_id, quantity: request.body.quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId],
            set: { quantity: sqlAdd(request.body.quantity) },
          });
      }),
  });

  app.post('/cart/:id/bundles', {
    schema: {
      tags,
      summary: 'Add a bundle (its products are priced together)',
      security: authSecurity,
      params: intIdParams,
      body: z.object({ bundle_id: id(), quantity: quantity().default(1) }).strict(),
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        await mustExist(tx, bundles, request.body.bundle_id, 'bundle_id');
        const [bundle] = await tx
          .select({ active: bundles.is_active })
          .from(bundles)
          .where(eq(bundles.id, request.body.bundle_id));
        if (!bundle.active) throw httpError(409, 'PRODUCT_INACTIVE');
        await tx
          .insert(cartItems)
          .values({ cartId: request.params.id, bundleId: request.body.bundle_id, quantity: request.body.quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.bundleId],
            set: { quantity: sqlAdd(request.body.quantity) },
          });
      }),
  });

  app.put('/cart/:id/items/:itemId', {
    schema: {
      tags,
      summary: "Change an item's quantity",
      security: authSecurity,
      params: itemParams,
      body: z.object({ quantity: quantity() }).strict(),
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        const done = await tx
          .update(cartItems)
          .set({ quantity: request.body.quantity })
          .where(and(eq(cartItems.id, request.params.itemId), eq(cartItems.cartId, request.params.id)))
          .returning({ id: cartItems.id });
        if (!done.length) throw notFound();
      }),
  });

  app.delete('/cart/:id/items/:itemId', {
    schema: {
      tags,
      summary: 'Remove an item (product or bundle)',
      security: authSecurity,
      params: itemParams,
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        const done = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.id, request.params.itemId), eq(cartItems.cartId, request.params.id)))
          .returning({ id: cartItems.id });
        if (!done.length) throw notFound();
      }),
  });

  app.post('/cart/:id/apply_coupon', {
    schema: {
      tags,
      summary:
        'Apply a coupon by its code (400 COUPON_NOT_FOUND, COUPON_INACTIVE, COUPON_EXPIRED, COUPON_LIMIT_REACHED, COUPON_CUSTOMER_LIMIT)',
      security: authSecurity,
      params: intIdParams,
      body: z.object({ coupon_code: z.string().trim().min(1).max(COUPON_CODE_FIELD.maxLength) }).strict(),
      response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        const cart = await cartOf(tx, request.params.id);
        const [coupon] = (await tx
          .select()
          .from(coupons)
          .where(eq(coupons.code, keptText(COUPON_CODE_FIELD, request.body.coupon_code)))) as CouponRow[];
        await checkCoupon(tx, coupon, cart.personId);
        await tx.update(carts).set({ couponId: coupon!.id }).where(eq(carts.id, cart.id));
      }),
  });

  app.post('/cart/:id/remove_coupon', {
    schema: {
      tags,
      summary: 'Take the coupon off',
      security: authSecurity,
      params: intIdParams,
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, (tx) =>
        tx.update(carts).set({ couponId: null }).where(eq(carts.id, request.params.id)),
      ),
  });

  app.post('/cart/:id/associate', {
    schema: {
      tags,
      summary: 'Give the cart to a customer',
      security: authSecurity,
      params: intIdParams,
      body: z.object({ customer_id: id() }).strict(),
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        await mustExist(tx, people, request.body.customer_id, 'customer_id');
        await tx.update(carts).set({ personId: request.body.customer_id }).where(eq(carts.id, request.params.id));
      }),
  });

  app.put('/cart/:id/shipping_info', {
    schema: {
      tags,
      summary: 'Who receives the order and where (replaces the details)',
      security: authSecurity,
      params: intIdParams,
      body: shippingInfo,
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, (tx) =>
        tx.update(carts).set({ shippingInfo: request.body }).where(eq(carts.id, request.params.id)),
      ),
  });

  app.put('/cart/:id/shipping', {
    schema: {
      tags,
      summary: 'The shipping option (an active one), or free shipping',
      security: authSecurity,
      params: intIdParams,
      body: z
        .object({ shipping_option_id: id().nullable().optional(), free_shipping: z.boolean().optional() })
        .strict(),
      response: { 200: cartSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      change(request.params.id, async (tx) => {
        const { shipping_option_id: optionId, free_shipping: free } = request.body;
        if (optionId) {
          const [option] = await tx
            .select({ active: shippingOptions.is_active })
            .from(shippingOptions)
            .where(eq(shippingOptions.id, optionId));
          if (!option?.active)
            throw validationError(
              ['body', 'shipping_option_id'],
              'Value error, no active shipping option with this id',
              optionId,
              'value_error',
              'not_found',
            );
        }
        await updateOrRead(
          tx,
          carts,
          { shippingOptionId: optionId, freeShipping: free },
          eq(carts.id, request.params.id),
        );
      }),
  });

  app.post('/cart/:id/checkout', {
    schema: {
      tags,
      summary:
        'Place the order: re-prices, takes the stock, counts the coupon; sending it again answers the same order (200)',
      security: authSecurity,
      params: intIdParams,
      response: { 200: orderSchema, 201: orderSchema, ...errorResponses(400, 401, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const { orderId, created } = await checkout(db, request.params.id, currentUser(request).id);
      return reply.code(created ? 201 : 200).send(await orderWire(db, orderId));
    },
  });
};

export default cartRoutes;
