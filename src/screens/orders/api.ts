// The carts, orders and analytics API as the order screens and Home use it, in the server's own shapes. Money is
// agorot.
import { useQuery } from '@tanstack/react-query';
import { http, requestBlob, type QueryValue } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import { orderKeys } from './keys';
import type { FileLanguage } from '../../dataProvider/useDownload';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../definitions/wire/api';

export { ORDER_STATUSES, type OrderStatus } from './statuses';
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

/** A row of a list as a picker offers it. */
export interface PickerOption {
  id: number;
  label: string;
  detail?: string;
  /** Shown but not to be picked (a bundle outside its sale window); `detail` says why. */
  disabled?: boolean;
  /** A customer's name and first phone, to fill the recipient's fields when they are empty. */
  recipient?: { name?: string; phone?: string };
}

/** A cart being taken (`detail`) and the shipping it may choose (`of('shipping-options')`). */
export const cartKeys = queryKeysOf('cart');
/** The pickers' searches, by the list they search. */
export const pickerKeys = queryKeysOf('picker');

export type ShippingOption = { id: number; name: string; price: number; is_default: boolean };

/** A cart, read while its id is known. */
export const useCart = (cartId: number | null) =>
  useQuery({
    queryKey: cartKeys.detail(cartId),
    queryFn: () => http.get<Cart>(`/ecommerce/cart/${cartId}`),
    enabled: cartId !== null,
  });

/** The shipping options on offer. */
export const useShippingOptions = () =>
  useQuery({
    queryKey: cartKeys.of('shipping-options', 'active'),
    queryFn: () =>
      http.get<{ items: ShippingOption[] }>('/ecommerce/shipping_options', { query: { active_only: true } }),
  });

/** One customer as a picker shows them, read while `enabled`. */
export const useCustomerOption = (
  personId: number | null,
  toOption: (row: Record<string, unknown>) => PickerOption,
  enabled: boolean,
) =>
  useQuery({
    queryKey: pickerKeys.of('customer', personId),
    queryFn: () => http.get<Record<string, unknown>>(`/person/${personId}`),
    enabled,
    select: toOption,
  });

/** The first rows of an API list matching a search, as a picker's options. */
export const usePickerOptions = (
  path: string,
  search: string,
  query: Record<string, string | number | boolean>,
  toOption: (row: Record<string, unknown>) => PickerOption,
) =>
  useQuery({
    queryKey: pickerKeys.list(path, search, query),
    queryFn: () =>
      http.get<{ items: Array<Record<string, unknown>> }>(path, {
        query: { ...query, q: search || undefined, limit: 20 },
      }),
    select: (page) => page.items.map(toOption),
  });

export const orderApi = {
  list: (query: Record<string, QueryValue>) =>
    http.get<ApiAnswer<'/api/ecommerce/orders'>>('/ecommerce/orders', { query }),
  counts: (query: Record<string, QueryValue>) =>
    http.get<ApiAnswer<'/api/ecommerce/orders/counts'>>('/ecommerce/orders/counts', { query }),
  one: (id: number | string) => http.get<Order>(`/ecommerce/order/${id}`),
  update: (id: number, body: ApiBody<'/api/ecommerce/order/{id}', 'put'>) =>
    http.put<Order>(`/ecommerce/order/${id}`, body),
  receiptPdf: (id: number, lang: FileLanguage) =>
    requestBlob(`/ecommerce/order/${id}/receipt.pdf`, { query: { lang } }),
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

/** The orders' own reads: a customer's orders and figures (kept live), an order, the counts by status; the figures. */
export { orderKeys };
export const analyticsKeys = queryKeysOf('analytics');

/** A customer's orders (the customer page's tab). */
export const useCustomerOrders = (personId: number) =>
  useQuery({
    queryKey: orderKeys.of('customer', personId),
    queryFn: () => orderApi.list({ customer_id: personId, limit: 200 }),
  });

/** A customer's figures (what they bought, how much, how often). */
export const useCustomerFigures = (personId: number) =>
  useQuery({ queryKey: orderKeys.of('customer-figures', personId), queryFn: () => analyticsApi.customer(personId) });

/** One order, read while its id is known. */
export const useOrder = (id: string | undefined) =>
  useQuery({ queryKey: orderKeys.detail(id), queryFn: () => orderApi.one(id!), enabled: Boolean(id) });

/** The orders' counts by status under the list's other filters. */
export const useOrderCounts = (filter: Record<string, string>) =>
  useQuery({ queryKey: orderKeys.of('counts', filter), queryFn: () => orderApi.counts(filter) });

/** One of the sales figures over a range of days. */
export const useFigures = <N extends AnalyticsName>(
  name: N,
  range: { start_date: string; end_date: string },
  extra: Record<string, string | number> = {},
) =>
  useQuery({
    queryKey: analyticsKeys.of(name, range, extra),
    queryFn: () => analyticsApi.get(name, range, extra),
    staleTime: 60_000,
  });
