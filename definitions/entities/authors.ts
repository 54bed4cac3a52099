// Book authors: a name and a biography, linked from products and library items.
import { defineEntity } from '../entity/defineEntity';
import { longText, text } from '../entity/fields';

export default defineEntity({
  name: 'author',
  route: 'shop/authors',
  label: { he: 'סופר |||| סופרים', en: 'Author |||| Authors' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    bio: longText({ he: 'ביוגרפיה', en: 'Biography' }, { maxLength: 20_000 }),
  },
  list: { columns: ['name', 'bio'], sort: { field: 'name', order: 'asc' }, search: ['name'] },
  menu: { section: 'shop', order: 100, icon: 'pen' },
  options: { notes: true, import: true },
  grants: { content_editor: ['list', 'read', 'create', 'update', 'delete', 'import'] },
});
