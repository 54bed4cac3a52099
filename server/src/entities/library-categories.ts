// Library categories' own routes beside their definition (definitions/entities/library-categories.ts): the app's
// category_list (only_featured), and category_order, which renumbers every category at once in one transaction (the
// CRUD routes write one record's fields).
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CrudEntity } from '../crud/defineCrud';
import { libraryCategories } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { ruleError } from '../crud/rules';
import { queryBool, zId } from '../schemas/common';

const orderIds = z
  .array(zId())
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'Value error, an id appears twice');

const category = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  parent_id: z.int().nullable(),
  featured: z.boolean(),
  sort_order: z.int(),
});

/** A category as the app's routes answer it. */
const fields = () => ({
  id: libraryCategories.id,
  name: libraryCategories.name,
  slug: libraryCategories.slug,
  icon: libraryCategories.icon,
  parent_id: libraryCategories.parent_id,
  featured: libraryCategories.featured,
  sort_order: libraryCategories.sort_order,
});
const inOrder = [asc(libraryCategories.sort_order), asc(libraryCategories.id)];

const bespoke: Partial<CrudEntity> = {
  extend: async (app) => {
    app.get('/library/category_list', {
      config: { appReader: true },
      schema: {
        tags: ['library_category'],
        summary: "The app's categories in their order (only the featured ones with only_featured)",
        security: authSecurity,
        querystring: z.object({ only_featured: queryBool().default(false) }),
        response: { 200: z.array(category), ...errorResponses(401, 422) },
      },
      handler: async (request) =>
        request.server.db
          .select(fields())
          .from(libraryCategories)
          .where(request.query.only_featured ? and(eq(libraryCategories.featured, true)) : undefined)
          .orderBy(...inOrder),
    });

    app.put('/library/category_order', {
      schema: {
        tags: ['library_category'],
        summary:
          'Reorder categories in one transaction: the given ids take the places they held among all categories, in the order given; every category is then numbered 10, 20, 30... (send the previous order to undo)',
        security: authSecurity,
        body: z.object({ ids: orderIds }).strict(),
        response: { 200: z.array(category).describe('Every category in its new order'), ...errorResponses(401, 422) },
      },
      handler: async (request) =>
        request.server.db.transaction(async (tx) => {
          const all = await tx
            .select({ id: libraryCategories.id })
            .from(libraryCategories)
            .orderBy(...inOrder)
            .for('update');
          const known = new Set(all.map((c) => c.id));
          const missing = request.body.ids.find((id) => !known.has(id));
          if (missing !== undefined) throw ruleError('ids', 'no such category', missing, 'not_found');
          const moved = new Set(request.body.ids);
          const queue = [...request.body.ids];
          const order = all.map((c) => (moved.has(c.id) ? queue.shift()! : c.id));
          for (const [index, id] of order.entries())
            await tx
              .update(libraryCategories)
              .set({ sort_order: (index + 1) * 10 })
              .where(eq(libraryCategories.id, id));
          return tx
            .select(fields())
            .from(libraryCategories)
            .orderBy(...inOrder);
        }),
    });
  },
};

export default bespoke;
