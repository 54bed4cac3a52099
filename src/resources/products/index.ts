import products from '../../../definitions/entities/products';
import { computed, datetime, referenceMany } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';

/** In stock, out of stock, or sold on backorder; untracked stock is always available. */
const stockState = (r: Record<string, unknown>) =>
  `resources.products.stock.${!r.track_stock ? 'untracked' : Number(r.stock_quantity) > 0 ? 'in_stock' : r.allow_backorder ? 'backorder' : 'out_of_stock'}`;

/** The definition's tabs, with the stock state beside the stock fields it is read from. */
const formTabs = (products.layout as { tabs: Array<{ id: string; fields: string[] }> }).tabs.map(({ id, fields }) => ({
  id,
  fields: fields.flatMap((field) => (field === 'allow_backorder' ? [field, 'stock_state'] : [field])),
}));

/**
 * Products from their definition, with the stock state read from the stock fields (in the list and beside them on
 * the form), and on the edit page the bundles, coupons and promotions that sell the product.
 */
export default resourceFromDefinition(products, {
  fields: {
    stock_state: computed(stockState),
    bundles: referenceMany('shop/bundles', 'product_ids', { columns: ['name', 'price', 'percent_off', 'is_active'] }),
    coupons: referenceMany('shop/coupons', 'product_ids', {
      columns: ['code', 'discount_kind', 'discount_value', 'is_active'],
    }),
    promotions: referenceMany('shop/promotions', 'product_ids', { columns: ['name', 'kind', 'value', 'is_active'] }),
    updated_at: datetime({ readOnly: true }),
  },
  list: ['images', 'name', 'kind', 'price', 'sale_price', 'stock_state', 'author_ids', 'is_active'],
  // On a phone a catalogue stays a list of titles with their picture, kind and price (the switch is on the table's rows).
  listOptions: { phone: { secondary: 'kind', tertiary: 'price' } },
  create: { tabs: formTabs },
  edit: { tabs: [...formTabs, { id: 'sold', fields: ['bundles', 'coupons', 'promotions'] }] },
});
