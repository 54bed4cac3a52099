// The carts, orders and analytics API (server/src/routes/carts.ts, orders.ts, analytics.ts) as the order screens and
// Home use it. Money is agorot.
import { http, requestBlob, type QueryValue } from '../../dataProvider/http';

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface ShippingInfo {
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  city?: string;
  zip?: string;
  notes?: string;
}

export interface Discount {
  source: 'promotion' | 'coupon';
  id: number;
  name: string;
  amount: number;
}

export interface Totals {
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  vat_total: number;
  total: number;
  discounts: Discount[];
}

export interface CartItem {
  id: number;
  product_id: number | null;
  bundle_id: number | null;
  name: string;
  unit_price: number;
  quantity: number;
  discount: number;
  total: number;
  image: string | null;
  problem: 'OUT_OF_STOCK' | 'PRODUCT_INACTIVE' | null;
}

export interface Cart extends Totals {
  id: number;
  customer_id: number | null;
  customer_name: string | null;
  status: 'open' | 'checked_out';
  coupon_code: string | null;
  shipping_option_id: number | null;
  shipping_option_name: string | null;
  free_shipping: boolean;
  shipping_info: ShippingInfo;
  coupon_below_minimum: boolean;
  items: CartItem[];
}

export interface OrderLine {
  id: number;
  product_id: number | null;
  bundle_id: number | null;
  name: string;
  sku: string | null;
  unit_price: number;
  quantity: number;
  discount: number;
  total: number;
}

export interface Order extends Totals {
  id: number;
  status: OrderStatus;
  customer_id: number | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  coupon_code: string | null;
  shipping_name: string | null;
  shipping_info: ShippingInfo;
  notes: string | null;
  paid: boolean;
  /** The order's one payment, when it was paid through the product (staff, a payment link): its receipt. */
  payment: { id: number; amount: number; method: 'manual' | 'link'; receipt_number: number; paid_at: string; refunded_at: string | null } | null;
  receipt_number: number | null;
  placed_at: string;
  allowed_statuses: OrderStatus[];
  items: OrderLine[];
  history: Array<{ id: number; from_status: OrderStatus | null; to_status: OrderStatus | null; note: string | null; at: string; by: string | null }>;
  /** Money a provider took for the order after it was paid another way: for staff to check and refund. */
  unmatched_payments: Array<{ reference: string; amount: number; at: string }>;
}

export type OrderSummary = Pick<Order, 'id' | 'status' | 'customer_id' | 'customer_name' | 'total' | 'placed_at' | 'receipt_number'>;

const cart = (id: number, rest = '') => `/ecommerce/cart/${id}${rest}`;

export const cartApi = {
  create: (customerId: number | null) => http.post<Cart>('/ecommerce/cart', { customer_id: customerId }),
  addProduct: (id: number, productId: number, quantity = 1) => http.post<Cart>(cart(id, '/items'), { product_id: productId, quantity }),
  addBundle: (id: number, bundleId: number, quantity = 1) => http.post<Cart>(cart(id, '/bundles'), { bundle_id: bundleId, quantity }),
  setQuantity: (id: number, itemId: number, quantity: number) => http.put<Cart>(cart(id, `/items/${itemId}`), { quantity }),
  remove: (id: number, itemId: number) => http.delete<Cart>(cart(id, `/items/${itemId}`)),
  applyCoupon: (id: number, code: string) => http.post<Cart>(cart(id, '/apply_coupon'), { coupon_code: code }, { silent: true }),
  removeCoupon: (id: number) => http.post<Cart>(cart(id, '/remove_coupon')),
  associate: (id: number, customerId: number) => http.post<Cart>(cart(id, '/associate'), { customer_id: customerId }),
  shippingInfo: (id: number, info: ShippingInfo) => http.put<Cart>(cart(id, '/shipping_info'), info),
  shipping: (id: number, body: { shipping_option_id?: number | null; free_shipping?: boolean }) => http.put<Cart>(cart(id, '/shipping'), body),
  checkout: (id: number) => http.post<Order>(cart(id, '/checkout')),
};

export const orderApi = {
  list: (query: Record<string, QueryValue>) => http.get<{ items: OrderSummary[]; total: number }>('/ecommerce/orders', { query }),
  counts: (query: Record<string, QueryValue>) => http.get<Record<OrderStatus | 'all', number>>('/ecommerce/orders/counts', { query }),
  one: (id: number | string) => http.get<Order>(`/ecommerce/order/${id}`),
  update: (id: number, body: { status?: OrderStatus; note?: string; notes?: string | null }) => http.put<Order>(`/ecommerce/order/${id}`, body),
  receiptPdf: (id: number, lang: 'he' | 'en') => requestBlob(`/ecommerce/order/${id}/receipt.pdf`, { query: { lang } }),
  addItems: (id: number, items: Array<{ product_id: number; quantity: number }>) => http.post<Order>(`/ecommerce/order/${id}/items`, { items }),
};

export const analyticsApi = {
  get: <T>(name: string, range: { start_date: string; end_date: string }, extra: Record<string, QueryValue> = {}) =>
    http.get<T>(`/ecommerce/analytics/${name}`, { query: { ...range, ...extra } }),
  customer: (personId: number) => http.get<{ orders: number; revenue: number }>(`/ecommerce/analytics/customer/${personId}`),
};
