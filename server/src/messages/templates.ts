// The composer's message templates under /api/messages/templates: a name, a channel, a subject (e-mail)
// and content with merge fields (merge.ts). A template naming an unknown field is refused with the names found.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { MESSAGE_CHANNELS, messageTemplates } from '../db/schema/index';
import { ruleError } from '../entities/rules';
import { queryBool } from '../schemas/common';
import { unknownMergeFields } from './merge';
import { eq } from 'drizzle-orm';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    channel: z.enum(MESSAGE_CHANNELS).optional(),
    subject: z.string().trim().max(500).optional(),
    content: z.string().trim().min(1).max(100_000),
    is_active: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'message_template',
  table: messageTemplates,
  base: '/messages/templates',
  create,
  search: ['name', 'subject', 'content'],
  filters: {
    channel: { schema: z.enum(MESSAGE_CHANNELS) },
    active_only: { schema: queryBool(), where: (only) => (only ? eq(messageTemplates.isActive, true) : undefined) },
  },
  sortable: ['id', 'name', 'channel', 'created_at', 'updated_at'],
  defaultSort: 'name',
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
  sample: (unique) => ({
    name: `תבנית ${unique}`,
    channel: 'email',
    subject: 'שלום {{first_name}}',
    content: `שלום {{full_name}}, ${unique}`,
  }),
});
