// Carts under /api/ecommerce/cart: create for a customer, items and bundles, coupon, customer,
// shipping details and option, and checkout. Every answer is the whole priced cart (shop/carts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { intIdParams, queryInt, zInt } from '../schemas/common';
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
import { routeSchemas } from './route-schema';

const tags = ['cart'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const id = () => zInt().min(1).max(2_147_483_647);
const quantity = () => zInt().min(1).max(10_000);
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

/** Carts themselves: a new one, one by id, a customer's open one. */
const cartReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/cart', {
    schema: doc('A new cart, for a customer or not yet', {
      body: z.object({ customer_id: id().nullable().optional() }).strict().nullish(),
      response: { 201: cartSchema },
      errors: [401, 422],
    }),
    handler: async (request, reply) => {
      const cartId = await createCart(db, request.body?.customer_id ?? null, currentUser(request).id);
      return reply.code(201).send(await cartWire(db, cartId));
    },
  });

  app.get('/cart/:id', {
    schema: doc('A cart, priced', { params: intIdParams, response: { 200: cartSchema }, errors: [401, 404, 422] }),
    handler: async (request) => cartWire(db, request.params.id),
  });

  app.get('/cart/customer/:id', {
    schema: doc("The customer's open cart (the newest), 404 when there is none", {
      params: intIdParams,
      response: { 200: cartSchema },
      errors: [401, 404, 422],
    }),
    handler: async (request) => cartWire(db, await openCartOfCustomer(db, request.params.id)),
  });
};

/** A cart's products and bundles: added, their quantity changed, removed. Each answers the cart after it. */
const cartItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/cart/:id/items', {
    schema: doc('Add a product (adding one already there adds to its quantity)', {
      params: intIdParams,
      body: z.object({ product_id: id(), quantity: quantity().default(1) }).strict(),
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) =>
        addItem(tx, cartId, 'product', request.body.product_id, request.body.quantity),
      );
      return cartWire(db, cartId);
    },
  });

  app.post('/cart/:id/bundles', {
    schema: doc('Add a bundle (its products are priced together)', {
      params: intIdParams,
      body: z.object({ bundle_id: id(), quantity: quantity().default(1) }).strict(),
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) =>
        addItem(tx, cartId, 'bundle', request.body.bundle_id, request.body.quantity),
      );
      return cartWire(db, cartId);
    },
  });

  app.put('/cart/:id/items/:itemId', {
    schema: doc("Change an item's quantity", {
      params: itemParams,
      body: z.object({ quantity: quantity() }).strict(),
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const { id: cartId, itemId } = request.params;
      await changeCart(db, cartId, (tx) => setItemQuantity(tx, cartId, itemId, request.body.quantity));
      return cartWire(db, cartId);
    },
  });

  app.delete('/cart/:id/items/:itemId', {
    schema: doc('Remove an item (product or bundle)', {
      params: itemParams,
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const { id: cartId, itemId } = request.params;
      await changeCart(db, cartId, (tx) => removeItem(tx, cartId, itemId));
      return cartWire(db, cartId);
    },
  });
};

/** A cart's coupon, customer and shipping. Each answers the cart after it. */
const cartDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
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
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) => applyCoupon(tx, cartId, request.body.coupon_code));
      return cartWire(db, cartId);
    },
  });

  app.post('/cart/:id/remove_coupon', {
    schema: doc('Take the coupon off', {
      params: intIdParams,
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) => removeCoupon(tx, cartId));
      return cartWire(db, cartId);
    },
  });

  app.post('/cart/:id/associate', {
    schema: doc('Give the cart to a customer', {
      params: intIdParams,
      body: z.object({ customer_id: id() }).strict(),
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) => setCustomer(tx, cartId, request.body.customer_id));
      return cartWire(db, cartId);
    },
  });

  app.put('/cart/:id/shipping_info', {
    schema: doc('Who receives the order and where (replaces the details)', {
      params: intIdParams,
      body: shippingInfo,
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      await changeCart(db, cartId, (tx) => setShippingInfo(tx, cartId, request.body));
      return cartWire(db, cartId);
    },
  });

  app.put('/cart/:id/shipping', {
    schema: doc('The shipping option (an active one), or free shipping', {
      params: intIdParams,
      body: z
        .object({ shipping_option_id: id().nullable().optional(), free_shipping: z.boolean().optional() })
        .strict(),
      response: { 200: cartSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const cartId = request.params.id;
      const { shipping_option_id: optionId, free_shipping: free } = request.body;
      await changeCart(db, cartId, (tx) => setShipping(tx, cartId, optionId, free));
      return cartWire(db, cartId);
    },
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

/** Every route here needs a signed-in user; the sub-areas register in this order, the API document's order. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  await app.register(cartReadRoutes);
  await app.register(cartItemRoutes);
  await app.register(cartDetailRoutes);
  await app.register(checkoutRoutes);
};

export default cartRoutes;
