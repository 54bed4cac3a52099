// Moderating comments on pages and articles: the list, newest first, and a bulk action in one transaction.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { cmsComments, cmsPages, type COMMENT_STATUSES, type PAGE_KINDS } from '../db/schema/index';
import { notFound } from '../errors';
import type { commentBulk } from './schemas';

export interface CommentFilters {
  status?: (typeof COMMENT_STATUSES)[number];
  page_id?: number;
  website_id?: number;
  kind?: (typeof PAGE_KINDS)[number];
}

const commentWhere = (q: CommentFilters) =>
  and(
    q.status ? eq(cmsComments.status, q.status) : undefined,
    q.page_id ? eq(cmsComments.pageId, q.page_id) : undefined,
    q.website_id ? eq(cmsPages.websiteId, q.website_id) : undefined,
    q.kind ? eq(cmsPages.kind, q.kind) : undefined,
  );

/** Comments by status, page, website and page kind, newest first, each with its page's title and website. */
export async function listComments(db: Db, filters: CommentFilters, skip: number, limit: number) {
  const where = commentWhere(filters);
  const rows = await db
    .select({ c: cmsComments, pageTitle: cmsPages.title, websiteId: cmsPages.websiteId })
    .from(cmsComments)
    .innerJoin(cmsPages, eq(cmsPages.id, cmsComments.pageId))
    .where(where)
    .orderBy(desc(cmsComments.createdAt), desc(cmsComments.id))
    .offset(skip)
    .limit(limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(cmsComments)
    .innerJoin(cmsPages, eq(cmsPages.id, cmsComments.pageId))
    .where(where);
  return {
    items: rows.map(({ c, pageTitle, websiteId }) => ({
      id: c.id,
      page_id: c.pageId,
      page_title: pageTitle,
      website_id: websiteId,
      author_name: c.authorName,
      email: c.email,
      text: c.text,
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
    total,
  };
}

/**
 * Approves, marks as spam, returns to pending or deletes the comments, all in one transaction with their rows locked
 * (404 when any id is unknown); answers how many.
 */
export function moderateComments(db: Db, bulk: z.infer<typeof commentBulk>) {
  const ids = [...new Set(bulk.ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: cmsComments.id })
      .from(cmsComments)
      .where(inArray(cmsComments.id, ids))
      .for('update');
    if (found.length !== ids.length) throw notFound();
    const { action } = bulk;
    if (action === 'delete') await tx.delete(cmsComments).where(inArray(cmsComments.id, ids));
    else
      await tx
        .update(cmsComments)
        .set({ status: action === 'approve' ? 'approved' : action })
        .where(inArray(cmsComments.id, ids));
    return { updated: ids.length };
  });
}
