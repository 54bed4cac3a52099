// The shop's categories: a tree (a category sits under another), each with its part of web addresses.
import { defineEntity } from '../entity/defineEntity';
import { image, listSwitch, longText, nameSlug, reference, sortOrder, text } from '../entity/fields';
import { activeActions } from '../entity/actions';

export default defineEntity({
  name: 'product_category',
  table: 'product_categories',
  route: 'shop/product-categories',
  api: { base: '/ecommerce/product_category' },
  label: { he: 'קטגוריה |||| קטגוריות', en: 'Category |||| Categories' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    slug: nameSlug(),
    parent_id: reference({ he: 'קטגוריית אב', en: 'Parent category' }, 'product_category'),
    description: longText({ he: 'תיאור', en: 'Description' }, { maxLength: 20_000 }),
    image: image({ he: 'תמונה', en: 'Image' }),
    is_active: listSwitch(
      { he: 'פעילה', en: 'Active' },
      { he: 'הקטגוריה פעילה', en: 'The category is active' },
      { he: 'הקטגוריה אינה פעילה', en: 'The category is inactive' },
    ),
    sort_order: sortOrder(),
  },
  list: {
    columns: ['image', 'name', 'slug', 'parent_id', 'is_active', 'sort_order'],
    sort: { field: 'sort_order', order: 'asc' },
    search: ['name', 'slug'],
    filters: ['parent_id', 'is_active'],
  },
  layout: {
    tabs: [
      {
        id: 'details',
        label: { he: 'פרטים', en: 'Details' },
        fields: ['name', 'slug', 'parent_id', 'description', 'is_active', 'sort_order'],
      },
      { id: 'image', label: { he: 'תמונה', en: 'Image' }, fields: ['image'] },
      { id: 'children', label: { he: 'תת־קטגוריות', en: 'Subcategories' }, fields: ['children'] },
    ],
  },
  actions: activeActions(
    {
      he: 'הקטגוריה הופעלה |||| %{smart_count} קטגוריות הופעלו',
      en: 'Category activated |||| %{smart_count} categories activated',
    },
    {
      he: 'הקטגוריה הושבתה |||| %{smart_count} קטגוריות הושבתו',
      en: 'Category deactivated |||| %{smart_count} categories deactivated',
    },
  ),
  words: { he: { fields: { created_at: 'נוצרה' } }, en: { fields: { created_at: 'Created' } } },
  menu: { section: 'shop', order: 30, icon: 'category' },
  options: {
    notes: true,
    import: true,
    tree: { parent: 'parent_id', children: { he: 'תת־קטגוריות', en: 'Subcategories' } },
  },
});
