// A cart and an order as the API answers them (money in agorot). The admin reads these shapes through the generated
// wire types (definitions/wire/api.ts), so they are written here once.
import { z } from 'zod';
import { CART_STATUSES, ORDER_PAYMENT_METHODS, ORDER_STATUSES } from '../db/schema/index';

const status = z.enum(ORDER_STATUSES);
const when = z.string().describe('ISO 8601');

/** Who receives the goods and where: every field optional until checkout needs it. */
export const shippingInfoOut = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  zip: z.string().optional(),
  notes: z.string().optional(),
});

const discount = z.object({ source: z.enum(['promotion', 'coupon']), id: z.int(), name: z.string(), amount: z.int() });

const totals = {
  subtotal: z.int(),
  discounts: z.array(discount),
  discount_total: z.int(),
  shipping_total: z.int(),
  vat_total: z.int(),
  total: z.int(),
};

const cartItem = z.object({
  id: z.int(),
  item_id: z.int(),
  product_id: z.int().nullable(),
  bundle_id: z.int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  unit_price: z.int(),
  quantity: z.int(),
  subtotal: z.int(),
  discount: z.int(),
  total: z.int(),
  category_ids: z.array(z.int()),
  stock: z
    .array(z.object({ product_id: z.int(), quantity: z.int() }))
    .describe('What the line takes from stock, product by product'),
  image: z.string().nullable(),
  problem: z
    .enum(['PRODUCT_INACTIVE', 'BUNDLE_NOT_RUNNING', 'OUT_OF_STOCK'])
    .nullable()
    .describe('What keeps the line from being ordered: switched off, a bundle outside its dates, too little stock'),
});

export const cartSchema = z
  .object({
    id: z.int(),
    customer_id: z.int().nullable(),
    customer_name: z.string().nullable(),
    status: z.enum(CART_STATUSES),
    coupon_code: z.string().nullable(),
    coupon_below_minimum: z
      .boolean()
      .describe("The coupon's minimum order was not reached: it stays on the cart but gives nothing"),
    shipping_option_id: z.int().nullable(),
    shipping_option_name: z.string().nullable(),
    free_shipping: z.boolean(),
    shipping_info: shippingInfoOut,
    order_id: z.int().nullable(),
    items: z.array(cartItem),
    ...totals,
    created_at: when,
    updated_at: when,
  })
  .meta({ id: 'Cart', description: 'The cart with its priced items, discounts and totals (agorot)' });

const summary = {
  id: z.int(),
  status,
  customer_id: z.int().nullable(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  subtotal: z.int(),
  discount_total: z.int(),
  shipping_total: z.int(),
  vat_total: z.int(),
  total: z.int(),
  coupon_code: z.string().nullable(),
  shipping_name: z.string().nullable(),
  placed_at: when,
  updated_at: when,
  receipt_number: z.int().nullable().describe("Its payment's receipt, when it was paid through the product"),
};

export const orderSummarySchema = z.object(summary).meta({ id: 'OrderSummary' });

export const orderSchema = z
  .object({
    ...summary,
    payment: z
      .object({
        id: z.int(),
        amount: z.int(),
        method: z.enum(ORDER_PAYMENT_METHODS),
        receipt_number: z.int(),
        paid_at: when,
        refunded_at: when.nullable(),
      })
      .nullable()
      .describe("The order's one payment, when it was paid through the product (staff, a payment link)"),
    discounts: z.array(discount),
    shipping_option_id: z.int().nullable(),
    shipping_info: shippingInfoOut,
    notes: z.string().nullable(),
    paid: z.boolean(),
    allowed_statuses: z.array(status),
    // a placed order's line: the cart line's figures as they were when it was placed
    items: z.array(
      cartItem.pick({
        id: true,
        product_id: true,
        bundle_id: true,
        name: true,
        sku: true,
        unit_price: true,
        quantity: true,
        discount: true,
        total: true,
      }),
    ),
    history: z.array(
      z.object({
        id: z.int(),
        from_status: status.nullable(),
        to_status: status.nullable(),
        note: z.string().nullable(),
        at: when,
        by: z.string().nullable(),
      }),
    ),
    unmatched_payments: z
      .array(z.object({ reference: z.string(), amount: z.int(), at: when }))
      .describe('Money a provider took for the order after it was paid another way: for staff to check and refund'),
  })
  .meta({ id: 'Order', description: 'An order with its lines, discounts, history and the statuses it can move to' });
