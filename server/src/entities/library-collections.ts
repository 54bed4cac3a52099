// Library collections' own route beside their definition (definitions/entities/library-collections.ts): reordering
// a collection's items is its own request, which must name exactly the items the collection holds (a definition's
// routes write fields, they cannot say "the same ids in a new order").
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CrudEntity } from '../crud/defineCrud';
import { libraryCollections } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { intIdParams } from '../schemas/common';
import { idList, ruleError } from '../crud/rules';

const bespoke: Partial<CrudEntity> = {
  extend: async (app) => {
    app.put('/library/collection_item/:id/order', {
      schema: {
        tags: ['library_collection'],
        summary:
          "Reorder a collection's items: `item_ids` holds the same items in their new order (send the previous order to undo)",
        security: authSecurity,
        params: intIdParams,
        body: z.object({ item_ids: idList() }).strict(),
        response: { 200: z.object({ id: z.int(), item_ids: z.array(z.int()) }), ...errorResponses(401, 404, 422) },
      },
      handler: async (request) =>
        request.server.db.transaction(async (tx) => {
          const [collection] = await tx
            .select({ id: libraryCollections.id, itemIds: libraryCollections.item_ids })
            .from(libraryCollections)
            .where(eq(libraryCollections.id, request.params.id))
            .for('update');
          if (!collection) throw notFound();
          const held = collection.itemIds as number[];
          const given = request.body.item_ids;
          const same =
            given.length === held.length &&
            new Set(given).size === given.length &&
            given.every((id) => held.includes(id));
          if (!same)
            throw ruleError(
              'item_ids',
              "the collection's items changed meanwhile: send exactly its items, reordered",
              given,
              'not_same_items',
            );
          await tx.update(libraryCollections).set({ item_ids: given }).where(eq(libraryCollections.id, collection.id));
          return { id: collection.id, item_ids: given };
        }),
    });
  },
};

export default bespoke;
