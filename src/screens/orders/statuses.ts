// An order's statuses, in the order they follow, apart from the orders' API: the resource's declaration (the app's
// first load) reads them.
import type { ApiSchema } from '../../../definitions/wire/api';

export type OrderStatus = ApiSchema<'Order'>['status'];

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];
