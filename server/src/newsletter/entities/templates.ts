// Newsletter templates' own rule beside their definition (definitions/entities/newsletter-templates.ts): a template
// keeps the {{content}} slot where a campaign's content goes. Rendering to e-mail-safe HTML is newsletter/render.ts.
import type { CrudEntity } from '../../crud/defineCrud';
import { ruleError } from '../../crud/rules';
import { CONTENT_SLOT } from '../render';

const bespoke: Partial<CrudEntity> = {
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
  // a sample with the slot, which the definition's own sample lacks
  sample: (unique) => ({ name: `תבנית ${unique}`, html: `<h1>חנות הספרים</h1><div>{{content}}</div><p>${unique}</p>` }),
};

export default bespoke;
