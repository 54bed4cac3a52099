// Websites: listed by name with their number of pages, added, changed and deleted (their pages, versions, comments
// and tables go with them by foreign keys).
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { cmsPages, cmsWebsites, type CmsWebsite } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { orNotFound } from '../errors';
import type { websiteCreate, websiteUpdate } from './schemas';

const websiteWire = (w: CmsWebsite, pageCount: number) => ({
  id: w.id,
  name: w.name,
  domain: w.domain,
  default_language: w.defaultLanguage,
  settings: w.settings,
  page_count: pageCount,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

const pageCount = async (db: Db, websiteId: number) =>
  (await db.select({ n: count() }).from(cmsPages).where(eq(cmsPages.websiteId, websiteId)))[0]!.n;

/** The website's row, or a 404. */
export async function websiteOf(db: Db, websiteId: number) {
  return orNotFound((await db.select().from(cmsWebsites).where(eq(cmsWebsites.id, websiteId)).limit(1))[0]);
}

/** Websites by name, each with its number of pages. */
export async function listWebsites(db: Db, skip: number, limit: number) {
  const rows = await db
    .select()
    .from(cmsWebsites)
    .orderBy(asc(cmsWebsites.name), asc(cmsWebsites.id))
    .offset(skip)
    .limit(limit);
  const counts = rows.length
    ? await db
        .select({ websiteId: cmsPages.websiteId, n: count() })
        .from(cmsPages)
        .where(
          inArray(
            cmsPages.websiteId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(cmsPages.websiteId)
    : [];
  const [{ total }] = await db.select({ total: count() }).from(cmsWebsites);
  return { items: rows.map((w) => websiteWire(w, counts.find((c) => c.websiteId === w.id)?.n ?? 0)), total };
}

/** A website with its number of pages, or a 404. */
export async function readWebsite(db: Db, websiteId: number) {
  return websiteWire(await websiteOf(db, websiteId), await pageCount(db, websiteId));
}

/** Adds a website (no domain, Hebrew and no settings unless given). */
export async function addWebsite(db: Db, website: z.infer<typeof websiteCreate>) {
  const { name, domain, default_language, settings } = website;
  const [row] = await db
    .insert(cmsWebsites)
    .values({ name, domain: domain ?? null, defaultLanguage: default_language ?? 'he', settings: settings ?? {} })
    .returning();
  return websiteWire(row, 0);
}

/** Changes the fields given (settings are replaced whole); 404 when there is no such website. */
export async function updateWebsite(db: Db, websiteId: number, change: z.infer<typeof websiteUpdate>) {
  const { name, domain, default_language, settings } = change;
  const row = await updateOrRead(
    db,
    cmsWebsites,
    { name, domain, defaultLanguage: default_language, settings },
    eq(cmsWebsites.id, websiteId),
  );
  return websiteWire(orNotFound(row), await pageCount(db, websiteId));
}

/** Deletes a website with everything in it; 404 when there is none. */
export async function deleteWebsite(db: Db, websiteId: number) {
  const [gone] = await db.delete(cmsWebsites).where(eq(cmsWebsites.id, websiteId)).returning({ id: cmsWebsites.id });
  orNotFound(gone);
}
