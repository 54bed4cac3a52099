// What a website reads of the CMS without sign-in: its settings, published pages by address, articles, the popups
// showing now, table rows and approved comments, and a visitor's comment (held for moderation). Only the live content
// of published pages is read: drafts never leave the admin.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { listRows } from '../db/list';
import { runningAt } from '../db/running-at';
import { cmsComments, cmsPages, cmsRows, type CmsPage } from '../db/schema/index';
import { orNotFound } from '../errors';
import type { commentCreate } from './schemas';

export interface Paging {
  skip: number;
  limit: number;
}

/** A page as the website reads it: the admin's answer less what only the admin reads. */
export const publicPageWire = (p: CmsPage) => ({
  id: p.id,
  kind: p.kind,
  title: p.title,
  slug: p.slug,
  seo_title: p.seoTitle,
  seo_description: p.seoDescription,
  body: p.body,
  popup: p.popup,
  published_at: p.publishedAt?.toISOString() ?? null,
});

const published = (websiteId: number) => and(eq(cmsPages.websiteId, websiteId), eq(cmsPages.isPublished, true));

/** The published page, article or legal page at this address; a 404 for anything else. */
export async function publishedPageBySlug(db: Db, websiteId: number, slug: string): Promise<CmsPage> {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(published(websiteId), eq(cmsPages.slug, slug), inArray(cmsPages.kind, ['page', 'article', 'legal'])));
  return orNotFound(page);
}

/** Published articles, newest first. */
export async function publishedArticles(db: Db, websiteId: number, paging: Paging) {
  const { items, total } = await listRows(db, cmsPages, {
    where: and(published(websiteId), eq(cmsPages.kind, 'article')),
    orderBy: [desc(cmsPages.publishedAt), desc(cmsPages.id)],
    ...paging,
  });
  return { items: items.map(publicPageWire), total };
}

/** Published popups whose schedule includes now, oldest first. */
export async function popupsShowingNow(db: Db, websiteId: number) {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        published(websiteId),
        eq(cmsPages.kind, 'popup'),
        runningAt(
          sql`(${cmsPages.popup}->>'starts_at')::timestamptz`,
          sql`(${cmsPages.popup}->>'ends_at')::timestamptz`,
          sql`now()`,
        ),
      ),
    )
    .orderBy(asc(cmsPages.id));
  return rows.map(publicPageWire);
}

/** A table's rows as the website reads them: id and data, by id. */
export async function publicTableRows(db: Db, tableId: number, paging: Paging) {
  const { items, total } = await listRows(db, cmsRows, {
    where: eq(cmsRows.tableId, tableId),
    orderBy: [asc(cmsRows.id)],
    ...paging,
  });
  return { items: items.map((r) => ({ id: r.id, data: r.data })), total };
}

/** A page's approved comments, oldest first. */
export async function approvedComments(db: Db, pageId: number, paging: Paging) {
  const { items, total } = await listRows(db, cmsComments, {
    where: and(eq(cmsComments.pageId, pageId), eq(cmsComments.status, 'approved')),
    orderBy: [asc(cmsComments.createdAt), asc(cmsComments.id)],
    ...paging,
  });
  return {
    items: items.map((c) => ({
      id: c.id,
      author_name: c.authorName,
      text: c.text,
      created_at: c.createdAt.toISOString(),
    })),
    total,
  };
}

/** A visitor's comment on a page, waiting for moderation. */
export async function addVisitorComment(db: Db, pageId: number, comment: z.infer<typeof commentCreate>) {
  const [row] = await db
    .insert(cmsComments)
    .values({ pageId, authorName: comment.author_name, email: comment.email ?? null, text: comment.text })
    .returning();
  return { id: row!.id, status: row!.status };
}
