// The library app's categories: a tree, each with an icon and its part of web addresses; the featured ones are rows
// of the app's home, in their order. The app's own list and the reordering of all of them at once are routes of the
// server's own (server/src/entities/library-categories.ts); the list's "Arrange" a button of the admin's own
// (src/resources/libraryCategories).
import { defineEntity } from '../entity/defineEntity';
import { boolean, image, reference, slug, sortOrder, text } from '../entity/fields';

export default defineEntity({
  name: 'library_category',
  table: 'library_categories',
  route: 'app/categories',
  api: { base: '/library/category', list: '/library/raw_category_list' },
  label: { he: 'קטגוריה |||| קטגוריות', en: 'Category |||| Categories' },
  fields: {
    icon: image({ he: 'סמל', en: 'Icon' }, { folder: 'app/categories' }),
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    slug: slug({ he: 'כתובת בקישור', en: 'Web address' }, 'name'),
    parent_id: reference({ he: 'קטגוריית אב', en: 'Parent category' }, 'library_category'),
    featured: boolean(
      { he: 'במסך הבית', en: 'On the home screen' },
      {
        toggle: {
          on: { he: 'הקטגוריה במסך הבית', en: 'The category is on the home screen' },
          off: { he: 'הקטגוריה אינה במסך הבית', en: 'The category is not on the home screen' },
        },
      },
    ),
    sort_order: sortOrder(),
  },
  list: {
    columns: ['icon', 'name', 'parent_id', 'featured', 'sort_order'],
    sort: { field: 'sort_order', order: 'asc' },
    search: ['name', 'slug'],
    filters: ['featured'],
  },
  words: {
    he: { order: { open: 'סידור', title: 'סדר הקטגוריות', featured: 'במסך הבית', under: 'תחת %{name}' } },
    en: {
      order: {
        open: 'Arrange',
        title: 'Order of the categories',
        featured: 'On the home screen',
        under: 'Under %{name}',
      },
    },
  },
  menu: { section: 'app', order: 20, icon: 'category' },
  options: { import: true, tree: { parent: 'parent_id', children: { he: 'תת־קטגוריות', en: 'Subcategories' } } },
});
