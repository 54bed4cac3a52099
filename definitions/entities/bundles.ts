// The shop's bundles: products with their quantities sold together at one price or at a percentage off them, between
// two dates. A product appears once, a price or a percentage is given and the end follows the start: rules across
// fields, the server's own (server/src/entities/bundles.ts), which also mirrors the rows' products into
// `product_ids` (so a product in a bundle cannot be deleted) and adds what the bundle saves against its products'
// current prices and whether one of them is inactive or gone; their columns and warnings are the admin's own
// (src/resources/bundles).
import { defineEntity } from '../entity/defineEntity';
import {
  image,
  integer,
  listSwitch,
  longText,
  money,
  reference,
  references,
  rows,
  runningWindow,
  text,
} from '../entity/fields';

export default defineEntity({
  name: 'bundle',
  route: 'shop/bundles',
  api: { base: '/ecommerce/bundle', list: '/ecommerce/bundles', paging: 'offset' },
  label: { he: 'מארז |||| מארזים', en: 'Bundle |||| Bundles' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    description: longText({ he: 'תיאור', en: 'Description' }, { maxLength: 20_000 }),
    image: image({ he: 'תמונה', en: 'Image' }),
    items: rows(
      { he: 'מוצרים במארז', en: 'Products in the bundle' },
      {
        product_id: reference({ he: 'מוצר', en: 'Product' }, 'product', { required: true }),
        quantity: integer({ he: 'כמות', en: 'Quantity' }, { required: true, min: 1, max: 1000, default: 1 }),
      },
      { required: true, maxItems: 100 },
    ),
    product_ids: references({ he: 'מוצרים', en: 'Products' }, 'product', { readOnly: true, noImport: true }),
    price: money(
      { he: 'מחיר המארז', en: 'Bundle price' },
      {
        help: {
          he: 'מחיר המארז, או אחוז הנחה על סכום המוצרים',
          en: 'The bundle price, or a percentage off the products together',
        },
      },
    ),
    percent_off: integer({ he: 'אחוז הנחה', en: 'Percent off' }, { min: 0, max: 100 }),
    ...runningWindow(),
    is_active: listSwitch(
      { he: 'פעיל', en: 'Active' },
      { he: 'המארז פעיל', en: 'The bundle is active' },
      { he: 'המארז אינו פעיל', en: 'The bundle is inactive' },
    ),
  },
  list: {
    columns: ['image', 'name', 'price', 'percent_off', 'ends_at', 'is_active'],
    search: ['name'],
    filters: ['is_active'],
    perPage: 20,
  },
  layout: {
    sections: [
      { id: 'details', label: { he: 'פרטים', en: 'Details' }, fields: ['name', 'description', 'is_active'] },
      { id: 'items', label: { he: 'מוצרים', en: 'Products' }, fields: ['items'] },
      {
        id: 'pricing',
        label: { he: 'מחיר ותקופה', en: 'Price and dates' },
        fields: ['price', 'percent_off', 'starts_at', 'ends_at'],
      },
      { id: 'image', label: { he: 'תמונה', en: 'Image' }, fields: ['image'] },
    ],
  },
  words: {
    he: {
      fields: {
        items_total: 'המוצרים בנפרד',
        bundle_total: 'מחיר המארז לתשלום',
        saving: 'חיסכון',
        needs_attention: 'דורש טיפול',
        attention_product_ids: 'מוצרים לבדיקה',
      },
      attention: {
        chip: 'יש לבדוק מוצרים',
        none: 'כל המוצרים במארז פעילים',
        some: 'מוצר אחד במארז אינו פעיל או נמחק: |||| %{smart_count} מוצרים במארז אינם פעילים או נמחקו:',
      },
    },
    en: {
      fields: {
        items_total: 'Products bought apart',
        bundle_total: 'Bundle total',
        saving: 'Saving',
        needs_attention: 'Needs attention',
        attention_product_ids: 'Products to check',
      },
      attention: {
        chip: 'Check products',
        none: 'All its products are active',
        some: 'One product of this bundle is inactive or deleted: |||| %{smart_count} products of this bundle are inactive or deleted:',
      },
    },
  },
  menu: { section: 'shop', order: 22, icon: 'inventory' },
  options: { notes: true },
  grants: { sales: ['list', 'read'] },
});
