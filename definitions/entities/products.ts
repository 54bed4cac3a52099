// The shop's products: books in print, e-books, audiobooks, merchandise and event tickets, with their price and sale,
// stock, categories and authors, pictures and a book's details. A SKU and an ISBN are codes (unique, found by
// equality first); the list's search reads the table's search column (name, SKU, ISBN and publisher folded, kept by
// the database). An ISBN is kept by its check digit in one form, a sale price is below the price and a sale ends after
// it starts: rules of the server's own (server/src/entities/products.ts); the stock state and where a product is sold
// are the admin's own (src/resources/products).
import { defineEntity } from '../entity/defineEntity';
import {
  boolean,
  datetime,
  enumOf,
  images,
  integer,
  listSwitch,
  longText,
  money,
  nameSlug,
  references,
  richText,
  text,
} from '../entity/fields';
import { activeActions } from '../entity/actions';

/** What a product is. */
export const PRODUCT_KINDS = {
  printed_book: { he: 'ספר מודפס', en: 'Printed book' },
  ebook: { he: 'ספר אלקטרוני', en: 'E-book' },
  audiobook: { he: 'ספר שמע', en: 'Audiobook' },
  merchandise: { he: 'מוצר', en: 'Merchandise' },
  event_ticket: { he: 'כרטיס לאירוע', en: 'Event ticket' },
};

export default defineEntity({
  name: 'product',
  route: 'shop/products',
  api: { base: '/ecommerce/product', list: '/ecommerce/list_products', paging: 'offset' },
  label: { he: 'מוצר |||| מוצרים', en: 'Product |||| Products' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 300 }),
    slug: nameSlug(),
    sku: text({ he: 'מק״ט', en: 'SKU' }, { maxLength: 64, code: true }),
    kind: enumOf({ he: 'סוג', en: 'Kind' }, PRODUCT_KINDS, { default: 'printed_book' }),
    short_description: longText({ he: 'תיאור קצר', en: 'Short description' }, { maxLength: 1000 }),
    description: richText({ he: 'תיאור', en: 'Description' }),
    price: money({ he: 'מחיר', en: 'Price' }, { required: true, checked: true }),
    sale_price: money(
      { he: 'מחיר מבצע', en: 'Sale price' },
      { help: { he: 'נמוך מהמחיר הרגיל; ריק: אין מבצע', en: 'Below the regular price; empty: no sale' } },
    ),
    sale_from: datetime({ he: 'מבצע מתאריך', en: 'Sale from' }),
    sale_to: datetime({ he: 'מבצע עד תאריך', en: 'Sale until' }),
    vat_included: boolean({ he: 'המחיר כולל מע״מ', en: 'Price includes VAT' }, { default: true }),
    stock_quantity: integer({ he: 'כמות במלאי', en: 'Stock quantity' }, { min: 0, max: 10_000_000, default: 0 }),
    track_stock: boolean({ he: 'מעקב מלאי', en: 'Track stock' }, { default: true }),
    allow_backorder: boolean({ he: 'מכירה גם כשאזל', en: 'Sell when out of stock' }, { default: false }),
    weight_grams: integer({ he: 'משקל (גרם)', en: 'Weight (g)' }, { min: 0, max: 1_000_000 }),
    images: images({ he: 'תמונות', en: 'Images' }, { maxItems: 50 }),
    category_ids: references({ he: 'קטגוריות', en: 'Categories' }, 'product_category'),
    author_ids: references({ he: 'סופרים', en: 'Authors' }, 'author'),
    isbn: text(
      { he: 'ISBN', en: 'ISBN' },
      {
        maxLength: 20,
        code: true,
        help: { he: '10 או 13 ספרות, עם מקפים או בלעדיהם', en: '10 or 13 digits, with or without hyphens' },
      },
    ),
    publisher: text({ he: 'הוצאה לאור', en: 'Publisher' }, { maxLength: 200 }),
    pages: integer({ he: 'עמודים', en: 'Pages' }, { min: 1, max: 100_000 }),
    language: text({ he: 'שפה', en: 'Language' }, { maxLength: 40 }),
    is_active: listSwitch(
      { he: 'פעיל', en: 'Active' },
      { he: 'המוצר פעיל', en: 'The product is active' },
      { he: 'המוצר אינו פעיל', en: 'The product is inactive' },
    ),
    featured: boolean({ he: 'מומלץ', en: 'Featured' }, { default: false }),
  },
  list: {
    columns: ['images', 'name', 'kind', 'price', 'sale_price', 'author_ids', 'is_active'],
    sort: { field: 'id', order: 'desc' },
    search: ['name', 'sku', 'isbn', 'publisher'],
    searchDocument: 'search',
    filters: ['kind', 'category_ids', 'author_ids', 'is_active', 'featured'],
    perPage: 20,
  },
  layout: {
    tabs: [
      {
        id: 'details',
        label: { he: 'פרטים', en: 'Details' },
        fields: ['name', 'kind', 'slug', 'sku', 'short_description', 'description', 'is_active', 'featured'],
      },
      {
        id: 'pricing',
        label: { he: 'מחיר ומבצע', en: 'Price and sale' },
        fields: ['price', 'sale_price', 'sale_from', 'sale_to', 'vat_included'],
      },
      {
        id: 'stock',
        label: { he: 'מלאי', en: 'Stock' },
        fields: ['stock_quantity', 'track_stock', 'allow_backorder', 'weight_grams'],
      },
      {
        id: 'book',
        label: { he: 'קטגוריות וסופרים', en: 'Categories and authors' },
        fields: ['category_ids', 'author_ids', 'isbn', 'publisher', 'pages', 'language'],
      },
      { id: 'images', label: { he: 'תמונות', en: 'Images' }, fields: ['images'] },
    ],
  },
  indexes: [
    { name: 'products_category_ids_idx', on: ['category_ids'], using: 'gin' },
    { name: 'products_author_ids_idx', on: ['author_ids'], using: 'gin' },
    { name: 'products_name_idx', on: ['name'] },
  ],
  actions: [
    ...activeActions(
      {
        he: 'המוצר הופעל |||| %{smart_count} מוצרים הופעלו',
        en: 'Product activated |||| %{smart_count} products activated',
      },
      {
        he: 'המוצר הושבת |||| %{smart_count} מוצרים הושבתו',
        en: 'Product deactivated |||| %{smart_count} products deactivated',
      },
    ),
    {
      id: 'change_categories',
      label: { he: 'שינוי קטגוריות', en: 'Change categories' },
      done: {
        he: 'הקטגוריות שונו במוצר אחד |||| הקטגוריות שונו ב־%{smart_count} מוצרים',
        en: 'Categories changed on one product |||| Categories changed on %{smart_count} products',
      },
      refs: 'category_ids',
      icon: 'category',
    },
  ],
  words: {
    he: {
      fields: {
        created_at: 'נוצר',
        updated_at: 'עודכן',
        stock_state: 'מצב מלאי',
        bundles: 'מארזים',
        coupons: 'קופונים',
        promotions: 'מבצעים',
      },
      stock: { in_stock: 'במלאי', out_of_stock: 'אזל', backorder: 'אזל, בהזמנה מראש', untracked: 'ללא מעקב' },
      tabs: { sold: 'איפה נמכר' },
    },
    en: {
      fields: {
        created_at: 'Created',
        updated_at: 'Updated',
        stock_state: 'Stock',
        bundles: 'Bundles',
        coupons: 'Coupons',
        promotions: 'Promotions',
      },
      stock: {
        in_stock: 'In stock',
        out_of_stock: 'Out of stock',
        backorder: 'Out of stock, on backorder',
        untracked: 'Not tracked',
      },
      tabs: { sold: 'Where it is sold' },
    },
  },
  menu: { section: 'shop', order: 20, icon: 'book' },
  options: { notes: true, import: true },
});
