// Reading pages: lists (of a website or of every website) last changed first, and one page.
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { cmsPages } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { orNotFound } from '../errors';
import { pageWire } from './pages';
import type { pageListQuery } from './schemas';

const pageFilter = (query: z.infer<typeof pageListQuery>, websiteId?: number) =>
  and(
    websiteId ? eq(cmsPages.websiteId, websiteId) : undefined,
    query.kind ? eq(cmsPages.kind, query.kind) : undefined,
    query.published_only ? eq(cmsPages.isPublished, true) : undefined,
    textSearch(query.q, [cmsPages.title, cmsPages.slug]),
  );

/** Pages by kind, published state and a search of title and address, of one website or (without it) of all. */
export async function listPages(db: Db, query: z.infer<typeof pageListQuery>, websiteId?: number) {
  const where = pageFilter(query, websiteId);
  const rows = await db
    .select()
    .from(cmsPages)
    .where(where)
    .orderBy(desc(cmsPages.updatedAt), desc(cmsPages.id))
    .offset(query.skip)
    .limit(query.limit);
  const [{ total }] = await db.select({ total: count() }).from(cmsPages).where(where);
  return { items: rows.map((p) => pageWire(p, query.include_drafts)), total };
}

/** A page (with its draft when asked), or a 404. */
export async function readPage(db: Db, pageId: number, includeDraft: boolean) {
  return pageWire(orNotFound((await db.select().from(cmsPages).where(eq(cmsPages.id, pageId)))[0]), includeDraft);
}
