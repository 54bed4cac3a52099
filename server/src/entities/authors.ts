// Book authors under /api/authors/ (SPEC section 7: CRUD on /authors/): a name and a biography.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { authors } from '../db/schema/index';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    bio: z.string().max(20_000).nullable().optional(),
  })
  .strict();

export default defineCrud({
  name: 'author',
  table: authors,
  base: '/authors',
  create,
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: 'name',
  search: ['name'],
  notes: true,
  sample: (unique) => ({ name: `סופרת ${unique}`, bio: 'משוררת' }),
});
