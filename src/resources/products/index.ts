import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, computed, datetime, id, images, integer, longText, money, reference, referenceMany, references, richText, select, text } from '../fields';
import { PAGE_SIZES } from '../../lib/pageSizes';
import en from './messages.en';
import he from './messages.he';

type FieldName = 'name' | 'kind' | 'slug' | 'sku' | 'short_description' | 'description' | 'is_active' | 'featured' | 'price' | 'sale_price' | 'sale_from' | 'sale_to' | 'vat_included' | 'stock_quantity' | 'track_stock' | 'allow_backorder' | 'stock_state' | 'weight_grams' | 'category_ids' | 'author_ids' | 'isbn' | 'publisher' | 'pages' | 'language' | 'images';

const KINDS = ['printed_book', 'ebook', 'audiobook', 'merchandise', 'event_ticket'] as const;

/** In stock, out of stock, or sold on backorder; untracked stock is always available. */
const stockState = (r: Record<string, unknown>) =>
  `resources.products.stock.${!r.track_stock ? 'untracked' : Number(r.stock_quantity) > 0 ? 'in_stock' : r.allow_backorder ? 'backorder' : 'out_of_stock'}`;

const formTabs: Array<{ id: string; fields: FieldName[] }> = [
  { id: 'details', fields: ['name', 'kind', 'slug', 'sku', 'short_description', 'description', 'is_active', 'featured'] },
  { id: 'pricing', fields: ['price', 'sale_price', 'sale_from', 'sale_to', 'vat_included'] },
  { id: 'stock', fields: ['stock_quantity', 'track_stock', 'allow_backorder', 'stock_state', 'weight_grams'] },
  { id: 'book', fields: ['category_ids', 'author_ids', 'isbn', 'publisher', 'pages', 'language'] },
  { id: 'images', fields: ['images'] },
];

/** The shop's products: books in print, e-books, audiobooks, merchandise, tickets (/ecommerce/product). */
export default defineResource({
  name: 'products',
  path: 'shop/products',
  menu: 'shop',
  menuOrder: 20,
  icon: MenuBookOutlined,
  permission: 'product',
  api: entityApi('/ecommerce/product', { list: { path: '/ecommerce/list_products', paging: 'offset' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 300 }),
    slug: text({ maxLength: 200, helperText: 'resources.products.help.slug' }),
    sku: text({ maxLength: 64 }),
    kind: select(choicesOf('resources.products.kinds', KINDS), { defaultValue: 'printed_book', required: true }),
    short_description: longText({ maxLength: 1000, sortable: false }),
    description: richText({ sortable: false }),
    price: money({ required: true, minor: true }),
    sale_price: money({ minor: true, helperText: 'resources.products.help.sale_price' }),
    sale_from: datetime(),
    sale_to: datetime(),
    vat_included: boolean({ defaultValue: true }),
    stock_quantity: integer({ defaultValue: 0, min: 0 }),
    track_stock: boolean({ defaultValue: true }),
    allow_backorder: boolean({ defaultValue: false }),
    stock_state: computed(stockState),
    weight_grams: integer({ min: 0 }),
    images: images(),
    category_ids: references('shop/product-categories'),
    author_ids: references('shop/authors'),
    isbn: text({ maxLength: 20, helperText: 'resources.products.help.isbn' }),
    publisher: text({ maxLength: 200 }),
    pages: integer({ min: 1 }),
    language: text({ maxLength: 40 }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    featured: boolean({ defaultValue: false }),
    bundles: referenceMany('shop/bundles', 'product_ids', { columns: ['name', 'price', 'percent_off', 'is_active'] }),
    coupons: referenceMany('shop/coupons', 'product_ids', { columns: ['code', 'discount_kind', 'discount_value', 'is_active'] }),
    promotions: referenceMany('shop/promotions', 'product_ids', { columns: ['name', 'kind', 'value', 'is_active'] }),
    created_at: datetime({ readOnly: true }),
    updated_at: datetime({ readOnly: true }),
  },
  list: ['images', 'name', 'kind', 'price', 'sale_price', 'stock_state', 'author_ids', 'is_active'],
  listOptions: {
    perPage: PAGE_SIZES.catalogue,
    search: true,
    filters: {
      kind: select(choicesOf('resources.products.kinds', KINDS)),
      category_ids: reference('shop/product-categories'),
      author_ids: reference('shop/authors'),
      is_active: boolean(),
      featured: boolean(),
    },
    sort: { field: 'id', order: 'DESC' },
  },
  create: { tabs: formTabs },
  edit: { tabs: [...formTabs, { id: 'sold', fields: ['bundles', 'coupons', 'promotions'] }] },
  actions: [
    { id: 'activate', update: { is_active: true } },
    { id: 'deactivate', update: { is_active: false } },
    { id: 'change_categories', refs: 'category_ids', icon: CategoryOutlined },
  ],
  import: true,
  recordRepresentation: 'name',
  messages: { he, en },
});
