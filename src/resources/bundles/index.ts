import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { lazyPart } from '../lazy';
import { array, boolean, computed, datetime, id, image, integer, longText, money, number, reference, references, text, type FieldComponentProps } from '../fields';
import { PAGE_SIZES } from '../../lib/pageSizes';
import en from './messages.en';
import he from './messages.he';

// the warning's parts read the products it names: loaded with the bundles' pages, not with the first screen
const AttentionChip = lazyPart<FieldComponentProps>(() => import('./BundleAttention').then((m) => m.AttentionChip));
const AttentionAlert = lazyPart<FieldComponentProps>(() => import('./BundleAttention').then((m) => m.AttentionAlert));

/** Products sold together at one price or a percentage off (bundle CRUD under /ecommerce). */
export default defineResource({
  name: 'bundles',
  path: 'shop/bundles',
  menu: 'shop',
  menuOrder: 22,
  icon: Inventory2Outlined,
  permission: 'bundle',
  api: entityApi('/ecommerce/bundle', { list: { path: '/ecommerce/bundles', paging: 'offset' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ sortable: false }),
    image: image(),
    items: array({ product_id: reference('shop/products', { required: true }), quantity: integer({ required: true, min: 1, defaultValue: 1 }) }, { required: true, sortable: false }),
    price: money({ minor: true, helperText: 'resources.bundles.help.price' }),
    percent_off: number({ min: 0, max: 100, integer: true }),
    starts_at: datetime(),
    ends_at: datetime(),
    is_active: boolean({ defaultValue: true, toggle: true }),
    // Computed by the server from the products' current prices (agorot): what they cost apart, the bundle, the saving.
    items_total: money({ minor: true, readOnly: true }),
    bundle_total: money({ minor: true, readOnly: true }),
    saving: money({ minor: true, readOnly: true }),
    needs_attention: computed((r) => (r.needs_attention ? 'resources.bundles.attention.chip' : ''), { display: AttentionChip }),
    attention_product_ids: references('shop/products', { readOnly: true, noExport: true, display: AttentionAlert }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['image', 'name', 'price', 'percent_off', 'saving', 'needs_attention', 'ends_at', 'is_active'],
  listOptions: { perPage: PAGE_SIZES.catalogue, search: true, filters: { is_active: boolean(), needs_attention: boolean() }, phone: { secondary: 'saving', tertiary: 'needs_attention' } },
  create: { sections: [{ id: 'details', fields: ['name', 'description', 'is_active'] }, { id: 'items', fields: ['items'] }, { id: 'pricing', fields: ['price', 'percent_off', 'starts_at', 'ends_at'] }, { id: 'image', fields: ['image'] }] },
  edit: {
    sections: [
      { id: 'details', fields: ['name', 'description', 'is_active'] },
      { id: 'items', fields: ['attention_product_ids', 'items'] },
      { id: 'pricing', fields: ['price', 'percent_off', 'items_total', 'bundle_total', 'saving', 'starts_at', 'ends_at'] },
      { id: 'image', fields: ['image'] },
    ],
  },
  import: false,
  recordRepresentation: 'name',
  messages: { he, en },
});
