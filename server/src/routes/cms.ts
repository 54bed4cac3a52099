// The website CMS under /api/cms ('CMS'): websites, their pages with a draft, publishing, history and
// restore, and comments with moderation. Schema tables are routes/cms-tables.ts; the public site's API cms-public.ts.
// Websites are not a definition: their routes need the `cms` right with the pages' (a definition's need a right of
// the entity's own name); their settings are one object checked part by part (cms/schemas.ts), where a definition's
// json field is taken unchecked, and their domain is lower-cased and checked as a host name; deleting one takes its
// pages, versions, comments and tables with it (foreign keys), which the factory's deleted bin could not give back;
// and the admin shows them as the CMS screen's cards and tabs (src/screens/cms), not a resource's pages.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import {
  assertSlugFree,
  cleanChange,
  editPage,
  lockPage,
  pageSlugFromTitle,
  pageWire,
  publishPage,
} from '../cms/pages';
import {
  commentBulk,
  commentSchema,
  id,
  pageCreate,
  pageListQuery,
  pageSchema,
  pageUpdate,
  paging,
  versionSchema,
  websiteCreate,
  websiteSchema,
  websiteUpdate,
} from '../cms/schemas';
import type { Db } from '../db/client';
import {
  cmsComments,
  cmsPages,
  cmsPageVersions,
  cmsWebsites,
  COMMENT_STATUSES,
  PAGE_KINDS,
  users,
  type CmsWebsite,
} from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, orNotFound, validationError } from '../errors';
import { queryBool, queryInt, listResponse } from '../schemas/common';
import { textSearch } from '../db/text-search';

const tags = ['cms'];
const idParams = z.object({ id: queryInt(id()) });

const websiteWire = (w: CmsWebsite, pageCount: number) => ({
  id: w.id,
  name: w.name,
  domain: w.domain,
  default_language: w.defaultLanguage,
  settings: w.settings as Record<string, unknown>,
  page_count: pageCount,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

async function websiteOf(db: Db, websiteId: number) {
  return orNotFound((await db.select().from(cmsWebsites).where(eq(cmsWebsites.id, websiteId)).limit(1))[0]);
}
const pageCount = async (db: Db, websiteId: number) =>
  (await db.select({ n: count() }).from(cmsPages).where(eq(cmsPages.websiteId, websiteId)))[0]!.n;

const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  // ---------- websites ----------
  app.get('/website', {
    schema: {
      tags,
      summary: 'Websites by name',
      security: authSecurity,
      querystring: z.object(paging()),
      response: { 200: listResponse(websiteSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { skip, limit } = request.query;
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
    },
  });

  app.post('/website', {
    schema: {
      tags,
      summary: 'Add a website',
      security: authSecurity,
      body: websiteCreate,
      response: { 201: websiteSchema, ...errorResponses(401, 422) },
    },
    handler: async (request, reply) => {
      const { name, domain, default_language, settings } = request.body;
      const [row] = await db
        .insert(cmsWebsites)
        .values({ name, domain: domain ?? null, defaultLanguage: default_language ?? 'he', settings: settings ?? {} })
        .returning();
      return reply.code(201).send(websiteWire(row, 0));
    },
  });

  app.get('/website/:id', {
    schema: {
      tags,
      summary: 'A website',
      security: authSecurity,
      params: idParams,
      response: { 200: websiteSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      websiteWire(await websiteOf(db, request.params.id), await pageCount(db, request.params.id)),
  });

  app.put('/website/:id', {
    schema: {
      tags,
      summary: "Change a website's name, domain, language or settings (settings are replaced whole)",
      security: authSecurity,
      params: idParams,
      body: websiteUpdate,
      response: { 200: websiteSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const { name, domain, default_language, settings } = request.body;
      const row = await updateOrRead(
        db,
        cmsWebsites,
        { name, domain, defaultLanguage: default_language, settings },
        eq(cmsWebsites.id, request.params.id),
      );
      return websiteWire(orNotFound(row), await pageCount(db, request.params.id));
    },
  });

  app.delete('/website/:id', {
    schema: {
      tags,
      summary: 'Delete a website with its pages, comments and tables',
      security: authSecurity,
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const [gone] = await db
        .delete(cmsWebsites)
        .where(eq(cmsWebsites.id, request.params.id))
        .returning({ id: cmsWebsites.id });
      orNotFound(gone);
      return reply.code(204).send(null);
    },
  });

  // ---------- pages ----------
  const listPages = async (where: SQL | undefined, skip: number, limit: number, includeDraft: boolean) => {
    const rows = await db
      .select()
      .from(cmsPages)
      .where(where)
      .orderBy(desc(cmsPages.updatedAt), desc(cmsPages.id))
      .offset(skip)
      .limit(limit);
    const [{ total }] = await db.select({ total: count() }).from(cmsPages).where(where);
    return { items: rows.map((p) => pageWire(p, includeDraft)), total };
  };
  const pageFilter = (query: z.infer<typeof pageListQuery>, websiteId?: number) =>
    and(
      websiteId ? eq(cmsPages.websiteId, websiteId) : undefined,
      query.kind ? eq(cmsPages.kind, query.kind) : undefined,
      query.published_only ? eq(cmsPages.isPublished, true) : undefined,
      textSearch(query.q, [cmsPages.title, cmsPages.slug]),
    );

  app.get('/website/:id/pages', {
    schema: {
      tags,
      summary:
        "A website's pages, last changed first (kind filters; published_only leaves out pages never published or unpublished; include_drafts adds each draft)",
      security: authSecurity,
      params: idParams,
      querystring: pageListQuery,
      response: { 200: listResponse(pageSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await websiteOf(db, request.params.id);
      return listPages(
        pageFilter(request.query, request.params.id),
        request.query.skip,
        request.query.limit,
        request.query.include_drafts,
      );
    },
  });

  app.get('/pages', {
    schema: {
      tags,
      summary: 'Pages of every website (by kind)',
      security: authSecurity,
      querystring: pageListQuery,
      response: { 200: listResponse(pageSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) =>
      listPages(pageFilter(request.query), request.query.skip, request.query.limit, request.query.include_drafts),
  });

  app.post('/website/:id/pages', {
    schema: {
      tags,
      summary: 'Add a page (unpublished; its address is unique in the website)',
      security: authSecurity,
      params: idParams,
      body: pageCreate,
      response: { 201: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await websiteOf(db, request.params.id);
      const { kind, publish_at, ...content } = request.body;
      const clean = cleanChange(content, kind);
      const page = await db.transaction(async (tx) => {
        // an address the person typed is theirs (refused when taken); one left empty is made from the title
        let slug = clean.slug;
        if (slug) await assertSlugFree(tx, request.params.id, slug);
        else slug = await pageSlugFromTitle(tx, request.params.id, clean.title!, kind);
        const [row] = await tx
          .insert(cmsPages)
          .values({
            websiteId: request.params.id,
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
      return reply.code(201).send(pageWire(page, true));
    },
  });

  app.get('/pages/:id', {
    schema: {
      tags,
      summary: 'A page; include_draft adds its draft',
      security: authSecurity,
      params: idParams,
      querystring: z.object({ include_draft: queryBool().default(false) }),
      response: { 200: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      pageWire(
        orNotFound((await db.select().from(cmsPages).where(eq(cmsPages.id, request.params.id)))[0]),
        request.query.include_draft,
      ),
  });

  app.patch('/pages/:id', {
    schema: {
      tags,
      summary:
        'Edit a page: with create_draft into its draft (started from the live content), else the live content itself; publish_at schedules publishing',
      security: authSecurity,
      params: idParams,
      querystring: z.object({ create_draft: queryBool().default(false), user_id: z.uuid().optional() }),
      body: pageUpdate,
      response: { 200: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const { publish_at, ...change } = request.body;
      const userId = request.query.user_id ?? currentUser(request).id;
      if (
        request.query.user_id &&
        !(await db.select({ id: users.id }).from(users).where(eq(users.id, request.query.user_id)))[0]
      )
        throw validationError(
          ['query', 'user_id'],
          'Value error, no such user',
          request.query.user_id,
          'value_error',
          'not_found',
        );
      const page = await db.transaction(async (tx) =>
        editPage(
          tx,
          await lockPage(tx, request.params.id),
          change,
          request.query.create_draft,
          userId,
          publish_at === undefined ? undefined : publish_at ? new Date(publish_at) : null,
        ),
      );
      return pageWire(page, true);
    },
  });

  app.delete('/pages/:id', {
    schema: {
      tags,
      summary: 'Delete a page with its history and comments',
      security: authSecurity,
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const [gone] = await db.delete(cmsPages).where(eq(cmsPages.id, request.params.id)).returning({ id: cmsPages.id });
      orNotFound(gone);
      return reply.code(204).send(null);
    },
  });

  app.post('/pages/:id/publish', {
    schema: {
      tags,
      summary:
        'Publish: the draft (or the page as it is) replaces the published version; the content is kept in the history',
      security: authSecurity,
      params: idParams,
      response: { 200: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      pageWire(
        await db.transaction(async (tx) =>
          publishPage(tx, await lockPage(tx, request.params.id), currentUser(request).id),
        ),
        true,
      ),
  });

  app.post('/pages/:id/unpublish', {
    schema: {
      tags,
      summary: 'Take a page off the website (its content and draft stay)',
      security: authSecurity,
      params: idParams,
      response: { 200: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db
        .update(cmsPages)
        .set({ isPublished: false })
        .where(eq(cmsPages.id, request.params.id))
        .returning();
      return pageWire(orNotFound(row), true);
    },
  });

  app.delete('/pages/:id/draft', {
    schema: {
      tags,
      summary: "Discard a page's draft (409 NO_DRAFT when it has none)",
      security: authSecurity,
      params: idParams,
      response: { 200: pageSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      pageWire(
        await db.transaction(async (tx) => {
          const page = await lockPage(tx, request.params.id);
          if (!page.draft) throw httpError(409, 'NO_DRAFT');
          const [row] = await tx
            .update(cmsPages)
            .set({ draft: null, draftUpdatedAt: null, draftUserId: null, publishAt: null })
            .where(eq(cmsPages.id, page.id))
            .returning();
          return row;
        }),
        true,
      ),
  });

  app.get('/pages/:id/versions', {
    schema: {
      tags,
      summary: "A page's published versions, newest first",
      security: authSecurity,
      params: idParams,
      querystring: z.object(paging()),
      response: { 200: listResponse(versionSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      orNotFound((await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, request.params.id)))[0]);
      const where = eq(cmsPageVersions.pageId, request.params.id);
      const rows = await db
        .select()
        .from(cmsPageVersions)
        .where(where)
        .orderBy(desc(cmsPageVersions.number))
        .offset(request.query.skip)
        .limit(request.query.limit);
      const [{ total }] = await db.select({ total: count() }).from(cmsPageVersions).where(where);
      return {
        items: rows.map((v) => ({
          id: v.id,
          page_id: v.pageId,
          number: v.number,
          content: { ...v.content, popup: v.content.popup as Record<string, unknown> | null },
          published_at: v.publishedAt.toISOString(),
          published_by: v.publishedBy,
        })),
        total,
      };
    },
  });

  app.post('/pages/:id/versions/:versionId/restore', {
    schema: {
      tags,
      summary: 'Restore a version: it becomes the draft (publish it to put it on the website)',
      security: authSecurity,
      params: z.object({ id: queryInt(id()), versionId: queryInt(id()) }),
      response: { 200: pageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      pageWire(
        await db.transaction(async (tx) => {
          const page = await lockPage(tx, request.params.id);
          const [version] = await tx
            .select()
            .from(cmsPageVersions)
            .where(and(eq(cmsPageVersions.id, request.params.versionId), eq(cmsPageVersions.pageId, page.id)));
          if (!version) throw notFound();
          return editPage(tx, page, version.content, true, currentUser(request).id, undefined);
        }),
        true,
      ),
  });

  // ---------- comments ----------
  const commentWhere = (q: {
    status?: (typeof COMMENT_STATUSES)[number];
    page_id?: number;
    website_id?: number;
    kind?: (typeof PAGE_KINDS)[number];
  }) =>
    and(
      q.status ? eq(cmsComments.status, q.status) : undefined,
      q.page_id ? eq(cmsComments.pageId, q.page_id) : undefined,
      q.website_id ? eq(cmsPages.websiteId, q.website_id) : undefined,
      q.kind ? eq(cmsPages.kind, q.kind) : undefined,
    );

  app.get('/comments', {
    schema: {
      tags,
      summary: 'Comments on pages and articles, newest first',
      security: authSecurity,
      querystring: z.object({
        ...paging(),
        status: z.enum(COMMENT_STATUSES).optional(),
        page_id: queryInt(id()).optional(),
        website_id: queryInt(id()).optional(),
        kind: z.enum(PAGE_KINDS).optional(),
      }),
      response: { 200: listResponse(commentSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const where = commentWhere(request.query);
      const rows = await db
        .select({ c: cmsComments, pageTitle: cmsPages.title, websiteId: cmsPages.websiteId })
        .from(cmsComments)
        .innerJoin(cmsPages, eq(cmsPages.id, cmsComments.pageId))
        .where(where)
        .orderBy(desc(cmsComments.createdAt), desc(cmsComments.id))
        .offset(request.query.skip)
        .limit(request.query.limit);
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
    },
  });

  app.post('/comments/bulk', {
    schema: {
      tags,
      summary:
        'Approve, mark as spam, return to pending or delete comments, all in one transaction (404 when any id is unknown)',
      security: authSecurity,
      body: commentBulk,
      response: { 200: z.object({ updated: z.int() }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const ids = [...new Set(request.body.ids)];
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: cmsComments.id })
          .from(cmsComments)
          .where(inArray(cmsComments.id, ids))
          .for('update');
        if (found.length !== ids.length) throw notFound();
        const { action } = request.body;
        if (action === 'delete') await tx.delete(cmsComments).where(inArray(cmsComments.id, ids));
        else
          await tx
            .update(cmsComments)
            .set({ status: action === 'approve' ? 'approved' : action })
            .where(inArray(cmsComments.id, ids));
        return { updated: ids.length };
      });
    },
  });
};

export default cmsRoutes;
