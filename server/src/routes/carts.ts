// Carts under /api/ecommerce/cart: create for a customer, items and bundles, coupon, customer,
// shipping details and option, and checkout. Every answer is the whole priced cart (shop/carts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import type { Db, Tx } from '../db/client';
import { intIdParams, queryInt, zInt, zId } from '../schemas/common';
import {
  addItem,
  applyCoupon,
  changeCart,
  COUPON_CODE_FIELD,
  createCart,
  openCartOfCustomer,
  removeCoupon,
  removeItem,
  setCustomer,
  setItemQuantity,
  setShipping,
  setShippingInfo,
} from '../shop/cart-changes';
import { cartWire } from '../shop/carts';
import { checkout, orderWire } from '../shop/orders';
import { cartSchema, orderSchema } from '../shop/wire';
import { byIntId, routeSchemas, guardedRoutes } from './route-schema';

const tags = ['cart'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const quantity = () => zInt().min(1).max(10_000);
const itemParams = z.object({ id: queryInt(zId()), itemId: queryInt(zId()) });

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

/** Carts themselves: a new one, one by id, a customer's open one. */
const cartReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/cart', {
    schema: doc('A new cart, for a customer or not yet', {
      body: z.object({ customer_id: zId().nullable().optional() }).strict().nullish(),
      response: { 201: cartSchema },
      errors: [401, 422],
    }),
    handler: async (request, reply) => {
      const cartId = await createCart(db, request.body?.customer_id ?? null, currentUser(request).id);
      return reply.code(201).send(await cartWire(db, cartId));
    },
  });

  app.get('/cart/:id', {
    schema: doc('A cart, priced', { ...byIntId, response: { 200: cartSchema } }),
    handler: async (request) => cartWire(db, request.params.id),
  });

  app.get('/cart/customer/:id', {
    schema: doc("The customer's open cart (the newest), 404 when there is none", {
      ...byIntId,
      response: { 200: cartSchema },
    }),
    handler: async (request) => cartWire(db, await openCartOfCustomer(db, request.params.id)),
  });
};

/** A change of a cart: made in the cart's transaction (changeCart), answered with the priced cart after it. */
const cartChanger = (db: Db) => async (cartId: number, change: (tx: Tx, cartId: number) => Promise<unknown>) => {
  await changeCart(db, cartId, (tx) => change(tx, cartId));
  return cartWire(db, cartId);
};
/** What every change of a cart answers. */
const answersCart = { response: { 200: cartSchema }, errors: [401, 404, 409, 422] };

/** A cart's products and bundles: added, their quantity changed, removed. Each answers the cart after it. */
const cartItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = cartChanger(app.db);
  app.post('/cart/:id/items', {
    schema: doc('Add a product (adding one already there adds to its quantity)', {
      params: intIdParams,
      body: z.object({ product_id: zId(), quantity: quantity().default(1) }).strict(),
      ...answersCart,
    }),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) =>
        addItem(tx, cartId, 'product', request.body.product_id, request.body.quantity),
      ),
  });

  app.post('/cart/:id/bundles', {
    schema: doc(
      'Add a bundle (its products are priced together); 409 PRODUCT_INACTIVE when switched off, BUNDLE_NOT_RUNNING outside its dates',
      {
        params: intIdParams,
        body: z.object({ bundle_id: zId(), quantity: quantity().default(1) }).strict(),
        ...answersCart,
      },
    ),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) =>
        addItem(tx, cartId, 'bundle', request.body.bundle_id, request.body.quantity),
      ),
  });

  app.put('/cart/:id/items/:itemId', {
    schema: doc("Change an item's quantity", {
      params: itemParams,
      body: z.object({ quantity: quantity() }).strict(),
      ...answersCart,
    }),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) =>
        setItemQuantity(tx, cartId, request.params.itemId, request.body.quantity),
      ),
  });

  app.delete('/cart/:id/items/:itemId', {
    schema: doc('Remove an item (product or bundle)', { params: itemParams, ...answersCart }),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) => removeItem(tx, cartId, request.params.itemId)),
  });
};

/** A cart's coupon, customer and shipping. Each answers the cart after it. */
const cartDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = cartChanger(app.db);
  app.post('/cart/:id/apply_coupon', {
    schema: doc(
      'Apply a coupon by its code (400 COUPON_NOT_FOUND, COUPON_INACTIVE, COUPON_EXPIRED, COUPON_LIMIT_REACHED, COUPON_CUSTOMER_LIMIT)',
      {
        params: intIdParams,
        body: z.object({ coupon_code: z.string().trim().min(1).max(COUPON_CODE_FIELD.maxLength) }).strict(),
        response: { 200: cartSchema },
        errors: [400, 401, 404, 409, 422],
      },
    ),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) => applyCoupon(tx, cartId, request.body.coupon_code)),
  });

  app.post('/cart/:id/remove_coupon', {
    schema: doc('Take the coupon off', { params: intIdParams, ...answersCart }),
    handler: async (request) => changed(request.params.id, (tx, cartId) => removeCoupon(tx, cartId)),
  });

  app.post('/cart/:id/associate', {
    schema: doc('Give the cart to a customer', {
      params: intIdParams,
      body: z.object({ customer_id: zId() }).strict(),
      ...answersCart,
    }),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) => setCustomer(tx, cartId, request.body.customer_id)),
  });

  app.put('/cart/:id/shipping_info', {
    schema: doc('Who receives the order and where (replaces the details)', {
      params: intIdParams,
      body: shippingInfo,
      ...answersCart,
    }),
    handler: async (request) => changed(request.params.id, (tx, cartId) => setShippingInfo(tx, cartId, request.body)),
  });

  app.put('/cart/:id/shipping', {
    schema: doc('The shipping option (an active one), or free shipping', {
      params: intIdParams,
      body: z
        .object({ shipping_option_id: zId().nullable().optional(), free_shipping: z.boolean().optional() })
        .strict(),
      ...answersCart,
    }),
    handler: async (request) =>
      changed(request.params.id, (tx, cartId) =>
        setShipping(tx, cartId, request.body.shipping_option_id, request.body.free_shipping),
      ),
  });
};

/** Placing the order. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/cart/:id/checkout', {
    schema: doc(
      'Place the order: re-prices, takes the stock, counts the coupon; sending it again answers the same order (200)',
      { params: intIdParams, response: { 200: orderSchema, 201: orderSchema }, errors: [400, 401, 404, 409, 422] },
    ),
    handler: async (request, reply) => {
      const { orderId, created } = await checkout(db, request.params.id, currentUser(request).id);
      return reply.code(created ? 201 : 200).send(await orderWire(db, orderId));
    },
  });
};

const cartRoutes = guardedRoutes(requireUser, cartReadRoutes, cartItemRoutes, cartDetailRoutes, checkoutRoutes);

export default cartRoutes;
