// Library categories under /api/library/category (SPEC section 7 'Digital library': raw_category_list, category_list
// with only_featured, CRUD): name, slug, icon, featured, order and parent.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { libraryCategories } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { queryBool, zInt } from '../schemas/common';
import { slugField } from './slug';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: slugField().or(z.literal('')).optional(),
    icon: z.string().max(1000).nullable().optional(),
    parent_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
    featured: z.boolean().optional(),
    sort_order: zInt().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

const category = z.object({ id: z.int(), name: z.string(), slug: z.string(), icon: z.string().nullable(), parent_id: z.int().nullable(), featured: z.boolean(), sort_order: z.int() });

export default defineCrud({
  name: 'library_category',
  table: libraryCategories,
  base: '/library/category',
  listPath: '/library/raw_category_list',
  create,
  search: ['name', 'slug'],
  filters: { featured: { schema: queryBool() } },
  defaultSort: 'sort_order',
  slug: { from: 'name' },
  tree: 'parent_id',
  extend: async (app) => {
    app.get('/library/category_list', {
      schema: {
        tags: ['library_category'],
        summary: "The app's categories in their order (only the featured ones with only_featured)",
        security: authSecurity,
        querystring: z.object({ only_featured: queryBool().default(false) }),
        response: { 200: z.array(category), ...errorResponses(401, 422) },
      },
      handler: async (request) =>
        request.server.db
          .select({ id: libraryCategories.id, name: libraryCategories.name, slug: libraryCategories.slug, icon: libraryCategories.icon, parent_id: libraryCategories.parentId, featured: libraryCategories.featured, sort_order: libraryCategories.sortOrder })
          .from(libraryCategories)
          .where(request.query.only_featured ? and(eq(libraryCategories.featured, true)) : undefined)
          .orderBy(asc(libraryCategories.sortOrder), asc(libraryCategories.id)),
    });
  },
  sample: (unique) => ({ name: `קטגוריית ספרייה ${unique}`, slug: `lib-cat-${unique}` }),
});
