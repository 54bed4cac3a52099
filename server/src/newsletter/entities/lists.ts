// Distribution lists under /api/newsletter/lists: name, description, kind (public, private), double opt-in.
// Their members are served by routes/newsletter.ts (/newsletter/lists/{id}/members).
import { z } from 'zod';
import { defineCrud } from '../../crud/defineCrud';
import { LIST_KINDS, newsletterLists } from '../../db/schema/index';
import { queryBool } from '../../schemas/common';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    kind: z.enum(LIST_KINDS).optional(),
    double_opt_in: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'newsletter_list',
  table: newsletterLists,
  base: '/newsletter/lists',
  create,
  search: ['name', 'description'],
  filters: { kind: { schema: z.enum(LIST_KINDS) }, double_opt_in: { schema: queryBool() } },
  defaultSort: 'name',
  defaultOrder: 'asc',
  sample: (unique) => ({ name: `רשימת תפוצה ${unique}`, kind: 'public' }),
});
