import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { ORDER_STATUSES } from '../../screens/orders/statuses';
import { defineResource } from '../../engine/defineResource';
import { lazyPart } from '../../engine/lazy';
import { choicesOf, date, datetime, id, money, select, text } from '../../engine/fields';
import en from './messages.en';
import he from './messages.he';

/**
 * The shop's orders (GET /ecommerce/orders with status, customer_id, offset, limit 50; one order
 * under /ecommerce/order/{id}). The list is generated; an order opens its own page, and a new one is built as a
 * cart for a customer and checked out.
 */
export default defineResource({
  name: 'orders',
  path: 'shop/orders',
  menu: 'shop',
  // after products: /shop opens the products
  menuOrder: 21,
  icon: ReceiptLongOutlined,
  permission: 'order',
  api: entityApi('/ecommerce/order', {
    list: { path: '/ecommerce/orders', paging: 'offset' },
    update: false,
    export: false,
  }),
  fields: {
    id: id(),
    placed_at: datetime({ readOnly: true }),
    customer_name: text({ readOnly: true }),
    customer_email: text({ readOnly: true }),
    customer_phone: text({ readOnly: true }),
    status: select(choicesOf('resources.orders.statuses', ORDER_STATUSES), { readOnly: true }),
    total: money({ minor: true, readOnly: true }),
    discount_total: money({ minor: true, readOnly: true }),
    coupon_code: text({ readOnly: true, sortable: false }),
    shipping_name: text({ readOnly: true, sortable: false }),
  },
  list: ['id', 'placed_at', 'customer_name', 'status', 'total', 'coupon_code'],
  listOptions: {
    search: true,
    filters: { from: date(), to: date() },
    perPage: 50,
    sort: { field: 'placed_at', order: 'DESC' },
    header: lazyPart(() => import('../../screens/orders/OrderStatusTabs').then((m) => m.OrderStatusTabs)),
    rowDelete: false,
    phone: { secondary: 'customer_name', tertiary: 'total' },
  },
  create: lazyWithReload(() => import('../../screens/orders/NewOrderPage')),
  edit: lazyWithReload(() => import('../../screens/orders/OrderPage')),
  recordRepresentation: (record) => `#${String(record.id)}`,
  messages: { he, en },
});
