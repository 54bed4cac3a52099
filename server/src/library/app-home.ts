// What the library app's home shows at a moment (app_home_item_list): the featured
// categories in their order, each with its published items (featured first, then by home order); the active
// collections in order with their published items in the collection's order; and the adverts running then, by
// placement. Drafts and adverts out of their dates never show.
import { and, arrayOverlaps, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { recordSchema, toWire } from '../crud/records';
import { adverts, libraryCategories, libraryCollections, libraryItems } from '../db/schema/index';
import { runningAt } from '../db/running-at';

const item = recordSchema(libraryItems, 'library_item');
const advert = recordSchema(adverts, 'advert');

/** The home's answer: its items and adverts are records as their own routes answer them. */
export const appHomeSchema = z
  .object({
    at: z.string(),
    categories: z.array(
      recordSchema(libraryCategories, 'library_category')
        .pick({ id: true, name: true, slug: true, icon: true })
        .extend({ items: z.array(item) }),
    ),
    collections: z.array(
      recordSchema(libraryCollections, 'library_collection')
        .pick({ id: true, name: true, description: true })
        .extend({ items: z.array(item) }),
    ),
    adverts: z.object({ home_top: z.array(advert), between_rows: z.array(advert), item_page: z.array(advert) }),
  })
  .meta({ id: 'LibraryAppHome' });

const wire = (row: object) => toWire(libraryItems, row as Record<string, unknown>);

/**
 * An advert runs at `at` (ISO time) while it is active and its dates run then (from the start until the end, the end
 * excluded): the adverts the home shows and the ones the advert list gives readers.
 */
export const advertRunningAt = (at: string) =>
  and(eq(adverts.is_active, true), runningAt(adverts.starts_at, adverts.ends_at, at));

export async function appHome(db: Db, at: Date, perRow: number): Promise<z.output<typeof appHomeSchema>> {
  const published = eq(libraryItems.status, 'published');
  const categories = await db
    .select()
    .from(libraryCategories)
    .where(eq(libraryCategories.featured, true))
    .orderBy(asc(libraryCategories.sort_order), asc(libraryCategories.id));
  const rows = await Promise.all(
    categories.map(async (category) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      icon: category.icon,
      items: (
        await db
          .select()
          .from(libraryItems)
          .where(and(published, arrayOverlaps(libraryItems.category_ids, [category.id])))
          .orderBy(desc(libraryItems.featured), sql`${libraryItems.home_order} asc nulls last`, desc(libraryItems.id))
          .limit(perRow)
      ).map(wire),
    })),
  );
  const collections = await db
    .select()
    .from(libraryCollections)
    .where(eq(libraryCollections.is_active, true))
    .orderBy(asc(libraryCollections.sort_order), asc(libraryCollections.id));
  const itemIdsOf = (collection: (typeof collections)[number]) => collection.item_ids as number[];
  const collectionItemIds = [...new Set(collections.flatMap(itemIdsOf))];
  const collectionItems = collectionItemIds.length
    ? await db
        .select()
        .from(libraryItems)
        .where(and(published, inArray(libraryItems.id, collectionItemIds)))
    : [];
  const byId = new Map(collectionItems.map((item) => [item.id, item]));
  const iso = at.toISOString();
  const running = await db.select().from(adverts).where(advertRunningAt(iso)).orderBy(asc(adverts.id));
  const advertsByPlacement: z.output<typeof appHomeSchema>['adverts'] = {
    home_top: [],
    between_rows: [],
    item_page: [],
  };
  for (const advert of running)
    advertsByPlacement[advert.placement as keyof typeof advertsByPlacement].push(
      toWire(adverts, advert as unknown as Record<string, unknown>),
    );
  return {
    at: iso,
    categories: rows.filter((row) => row.items.length > 0),
    collections: collections
      .map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        items: itemIdsOf(c)
          .map((id) => byId.get(id))
          .filter((i) => i !== undefined)
          .slice(0, perRow)
          .map(wire),
      }))
      .filter((c) => c.items.length > 0),
    adverts: advertsByPlacement,
  };
}
