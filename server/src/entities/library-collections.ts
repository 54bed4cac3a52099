// Collections under /api/library/collection_item (SPEC section 7: collection_item_list and collection_item CRUD):
// curated lists of library items in the order of `item_ids`.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { libraryCollections, libraryItems } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { intIdParams, queryBool, zInt } from '../schemas/common';
import { idList, ruleError } from './rules';

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
  extend: async (app) => {
    app.put('/library/collection_item/:id/order', {
      schema: {
        tags: ['library_collection'],
        summary: "Reorder a collection's items: `item_ids` holds the same items in their new order (send the previous order to undo)",
        security: authSecurity,
        params: intIdParams,
        body: z.object({ item_ids: idList() }).strict(),
        response: { 200: z.object({ id: z.int(), item_ids: z.array(z.int()) }), ...errorResponses(401, 404, 422) },
      },
      handler: async (request) =>
        request.server.db.transaction(async (tx) => {
          const [collection] = await tx.select({ id: libraryCollections.id, itemIds: libraryCollections.itemIds }).from(libraryCollections).where(eq(libraryCollections.id, request.params.id)).for('update');
          if (!collection) throw notFound();
          const given = request.body.item_ids;
          const same = given.length === collection.itemIds.length && new Set(given).size === given.length && given.every((id) => collection.itemIds.includes(id));
          if (!same) throw ruleError('item_ids', "the collection's items changed meanwhile: send exactly its items, reordered", given, 'not_same_items');
          await tx.update(libraryCollections).set({ itemIds: given }).where(eq(libraryCollections.id, collection.id));
          return { id: collection.id, item_ids: given };
        }),
    });
  },
  sample: (unique) => ({ name: `אוסף ${unique}` }),
});
