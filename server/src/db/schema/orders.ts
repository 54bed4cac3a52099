import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownerId, timestamps } from './columns';
import { personRef } from './people';
import { bundles, coupons, products, shippingOptions } from './defined';
import { statusMove, userRef } from './users';

// Carts, orders and their history. Money is integer agorot. An order keeps a copy of every line's name
// and price and of the customer's details, so later changes to the catalogue or the person do not rewrite it.

export const CART_STATUSES = ['open', 'checked_out'] as const;

/** Where the goods go and who receives them; every field optional until checkout needs it. */
export interface ShippingInfo {
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  city?: string;
  zip?: string;
  notes?: string;
}

export const carts = pgTable(
  'carts',
  {
    id: identityId(),
    personId: personRef(),
    status: text('status', { enum: CART_STATUSES }).notNull().default('open'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    freeShipping: boolean('free_shipping').notNull().default(false),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull().default({}),
    createdBy: userRef('created_by'),
    ...timestamps,
  },
  (t) => [
    index('carts_person_id_idx').on(t.personId, t.status),
    index('carts_status_updated_idx').on(t.status, t.updatedAt),
    index('carts_created_at_idx').on(t.createdAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    cartId: ownerId('cart_id', () => carts.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_product_key').on(t.cartId, t.productId),
    uniqueIndex('cart_items_bundle_key').on(t.cartId, t.bundleId),
    check('cart_items_one_kind', sql`(${t.productId} is null) <> (${t.bundleId} is null)`),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface AppliedDiscount {
  source: 'promotion' | 'coupon';
  id: number;
  name: string;
  amount: number;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    personId: personRef(),
    /** The cart it came from: checking out the same cart again answers this order instead of a second one. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    shippingTotal: integer('shipping_total').notNull().default(0),
    vatTotal: integer('vat_total').notNull().default(0),
    total: integer('total').notNull(),
    discounts: jsonb('discounts').$type<AppliedDiscount[]>().notNull().default([]),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    shippingName: text('shipping_name'),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull().default({}),
    notes: text('notes'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: userRef('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_cart_id_key').on(t.cartId),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_person_placed_idx').on(t.personId, t.placedAt),
    index('orders_coupon_idx').on(t.couponId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: identityId(),
    orderId: ownerId('order_id', () => orders.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    /** The product's categories when sold, for the category figures. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** What the line took from stock, product by product (a bundle takes each of its products). */
    stock: jsonb('stock').$type<Array<{ product_id: number; quantity: number }>>().notNull().default([]),
    /** Copied from the order, so the figures read lines by date without a join. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_placed_product_idx').on(t.placedAt, t.productId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: identityId(),
    orderId: ownerId('order_id', () => orders.id),
    ...statusMove(ORDER_STATUSES),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** One use of a coupon by an order: the per-customer limit counts these. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: identityId(),
    couponId: ownerId('coupon_id', () => coupons.id),
    personId: personRef(),
    orderId: ownerId('order_id', () => orders.id),
    discount: integer('discount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_person_idx').on(t.couponId, t.personId),
    uniqueIndex('coupon_uses_order_key').on(t.orderId),
  ],
);

export const ORDER_PAYMENT_METHODS = ['manual', 'link'] as const;

/**
 * An order's payment: one per order (order_payments_order_key), so however it becomes paid (staff, a payment link,
 * PayPlus's callback or its read-back, confirm_order) and however often at once, one payment and one receipt number
 * are recorded, and every later caller reads this one back.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: identityId(),
    orderId: ownerId('order_id', () => orders.id),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ORDER_PAYMENT_METHODS }).notNull(),
    providerReference: text('provider_reference'),
    receiptNumber: integer('receipt_number').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    recordedBy: userRef('recorded_by'),
  },
  (t) => [
    uniqueIndex('order_payments_order_key').on(t.orderId),
    uniqueIndex('order_payments_receipt_key').on(t.receiptNumber),
  ],
);
