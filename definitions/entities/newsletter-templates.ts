// Newsletter templates: a name and a layout (header, footer) around the {{content}} slot where a campaign's content
// goes, stored sanitised. The slot is the server's rule (server/src/newsletter/entities/templates.ts); the admin edits
// them in its own editor (src/resources/newsletter/templates.ts, which overrides this resource).
import { defineEntity } from '../entity/defineEntity';
import { richText, text } from '../entity/fields';

export default defineEntity({
  name: 'newsletter_template',
  route: 'newsletter/templates',
  api: { base: '/newsletter/templates' },
  label: { he: 'תבנית |||| תבניות', en: 'Template |||| Templates' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    html: richText({ he: 'HTML', en: 'HTML' }, { required: true, maxLength: 500_000 }),
  },
  list: {
    columns: ['name'],
    sort: { field: 'updated_at', order: 'desc' },
    search: ['name'],
  },
});
