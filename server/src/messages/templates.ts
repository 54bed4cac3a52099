// Message templates' own rule beside their definition (definitions/entities/message-templates.ts): a subject or
// content naming an unknown merge field (merge.ts) is refused with the names found.
import type { CrudEntity } from '../crud/defineCrud';
import { ruleError } from '../crud/rules';
import { unknownMergeFields } from './merge';

const bespoke: Partial<CrudEntity> = {
  hooks: {
    beforeWrite(_tx, values) {
      for (const field of ['subject', 'content'] as const) {
        if (typeof values[field] !== 'string') continue;
        const unknown = unknownMergeFields(values[field]);
        if (unknown.length)
          throw ruleError(field, `unknown merge fields: ${unknown.join(', ')}`, values[field], 'unknown_merge_field');
      }
      return values;
    },
  },
  // a sample with merge fields, which the definition's own sample lacks
  sample: (unique) => ({
    name: `תבנית ${unique}`,
    channel: 'email',
    subject: 'שלום {{first_name}}',
    content: `שלום {{full_name}}, ${unique}`,
  }),
};

export default bespoke;
