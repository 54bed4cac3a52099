// The carts, orders and analytics API as the order screens and Home use it, in the server's own shapes. Money is
// agorot.
import { http, requestBlob, type QueryValue } from '../../dataProvider/http';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../definitions/wire/api';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies readonly Order['status'][];
export type OrderStatus = Order['status'];
export type Cart = ApiSchema<'Cart'>;
export type CartItem = Cart['items'][number];
export type ShippingInfo = Cart['shipping_info'];
export type Discount = Cart['discounts'][number];
export type Totals = Pick<Cart, 'subtotal' | 'discount_total' | 'shipping_total' | 'vat_total' | 'total' | 'discounts'>;
export type Order = ApiSchema<'Order'>;
export type OrderLine = Order['items'][number];
export type OrderSummary = ApiSchema<'OrderSummary'>;

const cart = (id: number, rest = '') => `/ecommerce/cart/${id}${rest}`;

export const cartApi = {
  create: (customerId: number | null) => http.post<Cart>('/ecommerce/cart', { customer_id: customerId }),
  addProduct: (id: number, productId: number, quantity = 1) =>
    http.post<Cart>(cart(id, '/items'), { product_id: productId, quantity }),
  addBundle: (id: number, bundleId: number, quantity = 1) =>
    http.post<Cart>(cart(id, '/bundles'), { bundle_id: bundleId, quantity }),
  setQuantity: (id: number, itemId: number, quantity: number) =>
    http.put<Cart>(cart(id, `/items/${itemId}`), { quantity }),
  remove: (id: number, itemId: number) => http.delete<Cart>(cart(id, `/items/${itemId}`)),
  applyCoupon: (id: number, code: string) =>
    http.post<Cart>(cart(id, '/apply_coupon'), { coupon_code: code }, { silent: true }),
  removeCoupon: (id: number) => http.post<Cart>(cart(id, '/remove_coupon')),
  associate: (id: number, customerId: number) => http.post<Cart>(cart(id, '/associate'), { customer_id: customerId }),
  shippingInfo: (id: number, info: ShippingInfo) => http.put<Cart>(cart(id, '/shipping_info'), info),
  shipping: (id: number, body: ApiBody<'/api/ecommerce/cart/{id}/shipping', 'put'>) =>
    http.put<Cart>(cart(id, '/shipping'), body),
  checkout: (id: number) => http.post<Order>(cart(id, '/checkout')),
};

export const orderApi = {
  list: (query: Record<string, QueryValue>) =>
    http.get<ApiAnswer<'/api/ecommerce/orders'>>('/ecommerce/orders', { query }),
  counts: (query: Record<string, QueryValue>) =>
    http.get<ApiAnswer<'/api/ecommerce/orders/counts'>>('/ecommerce/orders/counts', { query }),
  one: (id: number | string) => http.get<Order>(`/ecommerce/order/${id}`),
  update: (id: number, body: ApiBody<'/api/ecommerce/order/{id}', 'put'>) =>
    http.put<Order>(`/ecommerce/order/${id}`, body),
  receiptPdf: (id: number, lang: 'he' | 'en') => requestBlob(`/ecommerce/order/${id}/receipt.pdf`, { query: { lang } }),
  addItems: (
    id: number,
    items: Extract<ApiBody<'/api/ecommerce/order/{id}/items', 'post'>, { items: unknown }>['items'],
  ) => http.post<Order>(`/ecommerce/order/${id}/items`, { items }),
};

/** The sales figures by name (`sales-overview`), each in the shape its route answers. */
export type AnalyticsName =
  | 'sales-overview'
  | 'daily-breakdown'
  | 'cart-analytics'
  | 'coupon-performance'
  | 'category-performance'
  | 'customer-analytics'
  | 'product-performance'
  | 'revenue-trends';
export type Figures<N extends AnalyticsName> = ApiAnswer<`/api/ecommerce/analytics/${N}`>;

export const analyticsApi = {
  get: <N extends AnalyticsName>(
    name: N,
    range: { start_date: string; end_date: string },
    extra: Record<string, QueryValue> = {},
  ) => http.get<Figures<N>>(`/ecommerce/analytics/${name}`, { query: { ...range, ...extra } }),
  customer: (personId: number) =>
    http.get<ApiAnswer<'/api/ecommerce/analytics/customer/{id}'>>(`/ecommerce/analytics/customer/${personId}`),
};
