// Collections under /api/library/collection_item (SPEC section 7: collection_item_list and collection_item CRUD):
// curated lists of library items in the order of `item_ids`.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { libraryCollections, libraryItems } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { idList } from './rules';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    item_ids: idList().optional().describe('In the order the app shows them'),
    is_active: z.boolean().optional(),
    sort_order: zInt().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

export default defineCrud({
  name: 'library_collection',
  table: libraryCollections,
  base: '/library/collection_item',
  listPath: '/library/collection_item_list',
  create,
  search: ['name'],
  refs: { item_ids: { table: libraryItems } },
  filters: { is_active: { schema: queryBool() } },
  defaultSort: 'sort_order',
  sample: (unique) => ({ name: `אוסף ${unique}` }),
});
