// Newsletter templates: a name and a layout (header, footer) around the {{content}} slot where a campaign's content
// goes, stored sanitised. The slot is the server's rule (server/src/newsletter/entities/templates.ts); the admin edits
// them in an editor of its own (src/resources/newsletter/templates.ts).
import { defineEntity } from '../entity/defineEntity';
import { richText, text } from '../entity/fields';

export default defineEntity({
  name: 'newsletter_template',
  route: 'newsletter/templates',
  api: { base: '/newsletter/templates' },
  label: { he: 'תבנית |||| תבניות', en: 'Template |||| Templates' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    // a whole page's markup: not a column of a spreadsheet
    html: richText({ he: 'HTML', en: 'HTML' }, { required: true, maxLength: 500_000, noImport: true }),
  },
  list: {
    columns: ['name'],
    sort: { field: 'updated_at', order: 'desc' },
    search: ['name'],
  },
  words: {
    he: { fields: { created_at: 'נוצרה', updated_at: 'עודכנה' } },
    en: { fields: { created_at: 'Created', updated_at: 'Updated' } },
  },
});
