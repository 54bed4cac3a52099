// A page's published versions: the history, newest first, and restoring one as the page's draft.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsPages, cmsPageVersions } from '../db/schema/index';
import { notFound, orNotFound } from '../errors';
import { editPage, lockPage } from './pages';

/** A page's versions, newest first; 404 when there is no such page. */
export async function listVersions(db: Db, pageId: number, skip: number, limit: number) {
  orNotFound((await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, pageId)))[0]);
  const where = eq(cmsPageVersions.pageId, pageId);
  const rows = await db
    .select()
    .from(cmsPageVersions)
    .where(where)
    .orderBy(desc(cmsPageVersions.number))
    .offset(skip)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(cmsPageVersions).where(where);
  return {
    items: rows.map((v) => ({
      id: v.id,
      page_id: v.pageId,
      number: v.number,
      content: v.content,
      published_at: v.publishedAt.toISOString(),
      published_by: v.publishedBy,
    })),
    total,
  };
}

/** A version of the page becomes its draft, with the page row locked; 404 when either is missing. */
export function restoreVersion(db: Db, pageId: number, versionId: number, userId: string) {
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    const [version] = await tx
      .select()
      .from(cmsPageVersions)
      .where(and(eq(cmsPageVersions.id, versionId), eq(cmsPageVersions.pageId, page.id)));
    if (!version) throw notFound();
    return editPage(tx, page, version.content, true, userId, undefined);
  });
}
