// Not a definition: its rules are a list of rules of several kinds, each with its own fields; no field kind checks it.
// Segments under /api/newsletter/segments: named rules (all must hold) that narrow a campaign's lists when it is sent.
import { z } from 'zod';
import { defineCrud } from '../../crud/defineCrud';
import { newsletterSegments } from '../../db/schema/index';
import { segmentRules } from '../segments';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    rules: segmentRules,
  })
  .strict();

export default defineCrud({
  name: 'newsletter_segment',
  table: newsletterSegments,
  base: '/newsletter/segments',
  create,
  search: ['name', 'description'],
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  sample: (unique) => ({ name: `פלח ${unique}`, rules: [{ kind: 'city', city: 'חיפה' }] }),
});
