// Newsletter templates under /api/newsletter/templates: a layout (header, footer) around a {{content}} slot, stored
// sanitised (html.ts). Rendering to e-mail-safe HTML is newsletter/render.ts.
import { z } from 'zod';
import { defineCrud } from '../../crud/defineCrud';
import { richText } from '../../crud/fields';
import { newsletterTemplates } from '../../db/schema/index';
import { ruleError } from '../../entities/rules';
import { CONTENT_SLOT } from '../render';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    html: richText(500_000),
  })
  .strict();

export default defineCrud({
  name: 'newsletter_template',
  table: newsletterTemplates,
  base: '/newsletter/templates',
  create,
  search: ['name'],
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: 'updated_at',
  defaultOrder: 'desc',
  hooks: {
    beforeWrite(_tx, values) {
      if (values.html === undefined) return values;
      // rich text: already the sanitised form here
      if (!String(values.html).includes(CONTENT_SLOT))
        throw ruleError(
          'html',
          `the template needs the ${CONTENT_SLOT} slot where the campaign's content goes`,
          null,
          'no_content_slot',
        );
      return values;
    },
  },
  sample: (unique) => ({ name: `תבנית ${unique}`, html: `<h1>חנות הספרים</h1><div>{{content}}</div><p>${unique}</p>` }),
});
