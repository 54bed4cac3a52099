// Pages: the live content in the row, at most one draft beside it, and the published versions kept as history.
// Every change of state (publish, unpublish, discard, restore) is one transaction with the page row locked.
import type { PgBoss } from 'pg-boss';
import { and, desc, eq, isNotNull, like, lte, ne, or, sql } from 'drizzle-orm';
import { freeSlug, slugify } from '../../../definitions/slug';
import type { Db, Tx } from '../db/client';
import { notifyUsers } from '../notifications/notify';
import type { z } from 'zod';
import {
  cmsPages,
  cmsPageVersions,
  users,
  type CmsPage,
  type PageContent,
  type PopupSettings,
} from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { httpError, notFound, orNotFound, validationError } from '../errors';
import { sanitizeHtml } from '../html';
import type { pageCreate } from './schemas';

export type { PageStatus } from '../../../definitions/wire/cms';
import type { PageStatus } from '../../../definitions/wire/cms';

export const statusOf = (page: Pick<CmsPage, 'isPublished' | 'draft'>): PageStatus =>
  !page.isPublished ? 'draft' : page.draft ? 'published_with_draft' : 'published';

export const contentOf = (page: CmsPage): PageContent => ({
  title: page.title,
  slug: page.slug,
  seo_title: page.seoTitle,
  seo_description: page.seoDescription,
  body: page.body,
  popup: page.popup,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function pageWire(page: CmsPage, includeDraft: boolean) {
  return {
    id: page.id,
    website_id: page.websiteId,
    kind: page.kind,
    ...contentOf(page),
    status: statusOf(page),
    is_published: page.isPublished,
    has_draft: page.draft !== null,
    published_at: iso(page.publishedAt),
    publish_at: iso(page.publishAt),
    ...(includeDraft
      ? {
          draft: page.draft
            ? {
                ...page.draft,
                updated_at: iso(page.draftUpdatedAt),
                user_id: page.draftUserId,
              }
            : null,
        }
      : {}),
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
  };
}

export interface ContentChange {
  title?: string;
  slug?: string;
  seo_title?: string | null;
  seo_description?: string | null;
  body?: string;
  popup?: PopupSettings | null;
}

/** The change with its body made safe; popup settings only on popups. */
export function cleanChange(change: ContentChange, kind: string): ContentChange {
  if (change.popup && kind !== 'popup')
    throw validationError(
      ['body', 'popup'],
      'Value error, popup settings belong to popups only',
      change.popup,
      'value_error',
      'popup_not_allowed',
    );
  return { ...change, ...(change.body !== undefined ? { body: sanitizeHtml(change.body) } : {}) };
}

/** 422 on `slug` when another page of the website uses it already. */
export async function assertSlugFree(
  tx: Db | Tx,
  websiteId: number,
  slug: string,
  exceptPageId?: number,
): Promise<void> {
  const taken = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.websiteId, websiteId),
        or(eq(cmsPages.slug, slug), sql`${cmsPages.draft}->>'slug' = ${slug}`),
        exceptPageId ? ne(cmsPages.id, exceptPageId) : undefined,
      ),
    )
    .limit(1);
  if (taken.length)
    throw validationError(
      ['body', 'slug'],
      'Value error, another page of this website already uses this address',
      slug,
      'value_error',
      'slug_taken',
    );
}

/**
 * The address of a new page whose address the person left empty: made from its title by the one slug rule (Hebrew
 * titles give Hebrew addresses) and made unique in the website (`title-2`...), live and draft addresses alike.
 */
export async function pageSlugFromTitle(tx: Db | Tx, websiteId: number, title: string, kind: string): Promise<string> {
  const made = slugify(title) || kind;
  // slugify's output holds no LIKE wildcard (only letters, digits and hyphens)
  const rows = await tx
    .select({ slug: cmsPages.slug, draft: sql<string | null>`${cmsPages.draft}->>'slug'` })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.websiteId, websiteId),
        or(
          eq(cmsPages.slug, made),
          like(cmsPages.slug, `${made}-%`),
          sql`${cmsPages.draft}->>'slug' = ${made}`,
          sql`${cmsPages.draft}->>'slug' like ${`${made}-%`}`,
        ),
      ),
    );
  return freeSlug(made, new Set(rows.flatMap((row) => [row.slug, row.draft ?? ''])));
}

export const lockPage = async (tx: Tx, pageId: number): Promise<CmsPage> => {
  const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, pageId)).for('update');
  if (!page) throw notFound();
  return page;
};

const columnsOf = (content: ContentChange) => ({
  ...(content.title !== undefined ? { title: content.title } : {}),
  ...(content.slug !== undefined ? { slug: content.slug } : {}),
  ...(content.seo_title !== undefined ? { seoTitle: content.seo_title } : {}),
  ...(content.seo_description !== undefined ? { seoDescription: content.seo_description } : {}),
  ...(content.body !== undefined ? { body: content.body } : {}),
  ...(content.popup !== undefined ? { popup: content.popup } : {}),
});

/** Edits the page: into its draft (started from the live content when there is none), or the live content itself. */
export async function editPage(
  tx: Tx,
  page: CmsPage,
  change: ContentChange,
  asDraft: boolean,
  userId: string | null,
  publishAt: Date | null | undefined,
): Promise<CmsPage> {
  const clean = cleanChange(change, page.kind);
  if (clean.slug !== undefined) await assertSlugFree(tx, page.websiteId, clean.slug, page.id);
  const schedule = publishAt !== undefined ? { publishAt } : {};
  if (asDraft) {
    const base = page.draft ?? contentOf(page);
    const draft: PageContent = {
      ...base,
      ...Object.fromEntries(Object.entries(clean).filter(([, v]) => v !== undefined)),
    } as PageContent;
    const [row] = await tx
      .update(cmsPages)
      .set({ draft, draftUpdatedAt: new Date(), draftUserId: userId, ...schedule })
      .where(eq(cmsPages.id, page.id))
      .returning();
    return row;
  }
  return (await updateOrRead(tx, cmsPages, { ...columnsOf(clean), ...schedule }, eq(cmsPages.id, page.id)))!;
}

/** The draft (or, with none, the live content) becomes the published page; the content published is kept as a version. */
export async function publishPage(tx: Tx, page: CmsPage, userId: string | null): Promise<CmsPage> {
  const content = page.draft ?? contentOf(page);
  if (page.draft && page.draft.slug !== page.slug) await assertSlugFree(tx, page.websiteId, page.draft.slug, page.id);
  const [last] = await tx
    .select({ number: cmsPageVersions.number })
    .from(cmsPageVersions)
    .where(eq(cmsPageVersions.pageId, page.id))
    .orderBy(desc(cmsPageVersions.number))
    .limit(1);
  await tx
    .insert(cmsPageVersions)
    .values({ pageId: page.id, number: (last?.number ?? 0) + 1, content, publishedBy: userId });
  const [row] = await tx
    .update(cmsPages)
    .set({
      ...columnsOf(content),
      isPublished: true,
      publishedAt: new Date(),
      publishAt: null,
      draft: null,
      draftUpdatedAt: null,
      draftUserId: null,
    })
    .where(eq(cmsPages.id, page.id))
    .returning();
  return row;
}

/**
 * Adds an unpublished page to a website that exists. An address the person typed is theirs (refused when taken); one
 * left empty is made from the title.
 */
export async function createPage(db: Db, websiteId: number, page: z.infer<typeof pageCreate>): Promise<CmsPage> {
  const { kind, publish_at, ...content } = page;
  const clean = cleanChange(content, kind);
  return db.transaction(async (tx) => {
    let slug = clean.slug;
    if (slug) await assertSlugFree(tx, websiteId, slug);
    else slug = await pageSlugFromTitle(tx, websiteId, clean.title!, kind);
    const [row] = await tx
      .insert(cmsPages)
      .values({
        websiteId,
        kind,
        title: clean.title!,
        slug,
        seoTitle: clean.seo_title ?? null,
        seoDescription: clean.seo_description ?? null,
        body: clean.body ?? '',
        popup: kind === 'popup' ? (clean.popup ?? { trigger: 'on_load', frequency: 'once_per_session' }) : null,
        publishAt: publish_at ? new Date(publish_at) : null,
      })
      .returning();
    return row;
  });
}

/**
 * Edits a page (404 when there is none) with its row locked, into its draft or the live content (`editPage`), by
 * `userId`: a user the request named (`userNamed`) must exist (422 on user_id), checked first.
 */
export async function changePage(
  db: Db,
  pageId: number,
  change: ContentChange,
  edit: { asDraft: boolean; userId: string; userNamed: boolean; publishAt: Date | null | undefined },
): Promise<CmsPage> {
  if (edit.userNamed && !(await db.select({ id: users.id }).from(users).where(eq(users.id, edit.userId)))[0])
    throw validationError(['query', 'user_id'], 'Value error, no such user', edit.userId, 'value_error', 'not_found');
  return db.transaction(async (tx) =>
    editPage(tx, await lockPage(tx, pageId), change, edit.asDraft, edit.userId, edit.publishAt),
  );
}

/** Publishes a page now (404 when there is none), with its row locked. */
export function publishPageNow(db: Db, pageId: number, userId: string): Promise<CmsPage> {
  return db.transaction(async (tx) => publishPage(tx, await lockPage(tx, pageId), userId));
}

/** Takes a page off the website (404 when there is none); its content and draft stay. */
export async function unpublishPage(db: Db, pageId: number): Promise<CmsPage> {
  const [row] = await db.update(cmsPages).set({ isPublished: false }).where(eq(cmsPages.id, pageId)).returning();
  return orNotFound(row);
}

/** Discards a page's draft and its schedule (404 when there is no page, 409 NO_DRAFT when it has no draft). */
export function discardDraft(db: Db, pageId: number): Promise<CmsPage> {
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    if (!page.draft) throw httpError(409, 'NO_DRAFT');
    const [row] = await tx
      .update(cmsPages)
      .set({ draft: null, draftUpdatedAt: null, draftUserId: null, publishAt: null })
      .where(eq(cmsPages.id, page.id))
      .returning();
    return row;
  });
}

/** Deletes a page with its history and comments; 404 when there is none. */
export async function deletePage(db: Db, pageId: number): Promise<void> {
  const [gone] = await db.delete(cmsPages).where(eq(cmsPages.id, pageId)).returning({ id: cmsPages.id });
  orNotFound(gone);
}

/** Publishes every page whose scheduled time has come; answers how many. */
export async function publishDue(db: Db, queue: PgBoss | null, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cmsPages)
      .where(and(isNotNull(cmsPages.publishAt), lte(cmsPages.publishAt, now)))
      .orderBy(cmsPages.id)
      .for('update', { skipLocked: true });
    for (const page of due) await publishPage(tx, page, page.draftUserId);
    // The people whose drafts went out hear it (in the same transaction: only the process that published tells).
    const owners = due.map((p) => p.draftUserId).filter((id): id is string => Boolean(id));
    if (due.length)
      await notifyUsers(tx, queue, owners, {
        kind: 'job_finished',
        params: { job: 'cms_publish', count: due.length },
        link: '/cms',
      });
    return due.length;
  });
}
