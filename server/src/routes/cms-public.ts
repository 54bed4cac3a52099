// The website's own read-only API under /api/cms/public/{websiteId}, without sign-in: published pages by address,
// articles, the popups showing now, table rows, approved comments (and sending one, held for moderation).
// Only the live content of published pages is read here: drafts never leave the admin. Answers may be cached briefly.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowWire } from '../cms/table-data';
import { commentCreate, id, pageSchema, paging, websiteSchema } from '../cms/schemas';
import { cmsComments, cmsFields, cmsPages, cmsRows, cmsTables, cmsWebsites, type CmsPage } from '../db/schema/index';
import { errorResponses, orNotFound } from '../errors';
import { queryInt, listResponse } from '../schemas/common';

const tags = ['cms public'];
const CACHE = 'public, max-age=60';
const siteParams = z.object({ websiteId: queryInt(id()) });
const slugParams = siteParams.extend({ slug: z.string().min(1).max(200) });

// a page and the website as the admin's answers have them, less what only the admin reads
const publicPage = pageSchema.pick({
  id: true,
  kind: true,
  title: true,
  slug: true,
  seo_title: true,
  seo_description: true,
  body: true,
  popup: true,
  published_at: true,
});
const publicWire = (p: CmsPage) => ({
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

const cmsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });
  const published = (websiteId: number) => and(eq(cmsPages.websiteId, websiteId), eq(cmsPages.isPublished, true));
  const pageBySlug = async (websiteId: number, slug: string) =>
    orNotFound(
      (
        await db
          .select()
          .from(cmsPages)
          .where(
            and(published(websiteId), eq(cmsPages.slug, slug), inArray(cmsPages.kind, ['page', 'article', 'legal'])),
          )
      )[0],
    );

  app.get('/:websiteId', {
    schema: {
      tags,
      summary: "The website's name, language and settings",
      params: siteParams,
      response: {
        200: websiteSchema.pick({ id: true, name: true, domain: true, default_language: true, settings: true }),
        ...errorResponses(404, 422),
      },
    },
    handler: async (request) => {
      const w = orNotFound(
        (await db.select().from(cmsWebsites).where(eq(cmsWebsites.id, request.params.websiteId)))[0],
      );
      return {
        id: w.id,
        name: w.name,
        domain: w.domain,
        default_language: w.defaultLanguage,
        settings: w.settings,
      };
    },
  });

  app.get('/:websiteId/pages/:slug', {
    schema: {
      tags,
      summary: 'A published page, article or legal page by its address (404 for anything unpublished)',
      params: slugParams,
      response: { 200: publicPage, ...errorResponses(404, 422) },
    },
    handler: async (request) => publicWire(await pageBySlug(request.params.websiteId, request.params.slug)),
  });

  app.get('/:websiteId/articles', {
    schema: {
      tags,
      summary: 'Published articles, newest first',
      params: siteParams,
      querystring: z.object(paging()),
      response: { 200: listResponse(publicPage), ...errorResponses(404, 422) },
    },
    handler: async (request) => {
      const where = and(published(request.params.websiteId), eq(cmsPages.kind, 'article'));
      const rows = await db
        .select()
        .from(cmsPages)
        .where(where)
        .orderBy(desc(cmsPages.publishedAt), desc(cmsPages.id))
        .offset(request.query.skip)
        .limit(request.query.limit);
      const [{ total }] = await db.select({ total: count() }).from(cmsPages).where(where);
      return { items: rows.map(publicWire), total };
    },
  });

  app.get('/:websiteId/popups', {
    schema: {
      tags,
      summary:
        'Published popups whose schedule includes now (pages: the addresses each shows on; empty for every page)',
      params: siteParams,
      response: { 200: z.array(publicPage), ...errorResponses(404, 422) },
    },
    handler: async (request) => {
      const rows = await db
        .select()
        .from(cmsPages)
        .where(
          and(
            published(request.params.websiteId),
            eq(cmsPages.kind, 'popup'),
            sql`coalesce((${cmsPages.popup}->>'starts_at')::timestamptz <= now(), true)`,
            sql`coalesce((${cmsPages.popup}->>'ends_at')::timestamptz > now(), true)`,
          ),
        )
        .orderBy(asc(cmsPages.id));
      return rows.map(publicWire);
    },
  });

  app.get('/:websiteId/tables/:tableId/data', {
    schema: {
      tags,
      summary: "A table's rows",
      params: siteParams.extend({ tableId: queryInt(id()) }),
      querystring: z.object(paging()),
      response: {
        200: listResponse(z.object({ id: z.int(), data: z.record(z.string(), z.unknown()) })),
        ...errorResponses(404, 422),
      },
    },
    handler: async (request) => {
      orNotFound(
        (
          await db
            .select({ id: cmsTables.id })
            .from(cmsTables)
            .where(and(eq(cmsTables.id, request.params.tableId), eq(cmsTables.websiteId, request.params.websiteId)))
        )[0],
      );
      const fields = await db.select().from(cmsFields).where(eq(cmsFields.tableId, request.params.tableId));
      const where = eq(cmsRows.tableId, request.params.tableId);
      const rows = await db
        .select()
        .from(cmsRows)
        .where(where)
        .orderBy(asc(cmsRows.id))
        .offset(request.query.skip)
        .limit(request.query.limit);
      const [{ total }] = await db.select({ total: count() }).from(cmsRows).where(where);
      return { items: rows.map((r) => ({ id: r.id, data: rowWire(fields, r).data })), total };
    },
  });

  app.get('/:websiteId/pages/:slug/comments', {
    schema: {
      tags,
      summary: 'Approved comments of a published page, oldest first',
      params: slugParams,
      querystring: z.object(paging()),
      response: {
        200: listResponse(z.object({ id: z.int(), author_name: z.string(), text: z.string(), created_at: z.string() })),
        ...errorResponses(404, 422),
      },
    },
    handler: async (request) => {
      const page = await pageBySlug(request.params.websiteId, request.params.slug);
      const where = and(eq(cmsComments.pageId, page.id), eq(cmsComments.status, 'approved'));
      const rows = await db
        .select()
        .from(cmsComments)
        .where(where)
        .orderBy(asc(cmsComments.createdAt), asc(cmsComments.id))
        .offset(request.query.skip)
        .limit(request.query.limit);
      const [{ total }] = await db.select({ total: count() }).from(cmsComments).where(where);
      return {
        items: rows.map((c) => ({
          id: c.id,
          author_name: c.authorName,
          text: c.text,
          created_at: c.createdAt.toISOString(),
        })),
        total,
      };
    },
  });

  app.post('/:websiteId/pages/:slug/comments', {
    schema: {
      tags,
      summary: 'Send a comment on a published page or article; it waits for moderation',
      params: slugParams,
      body: commentCreate,
      response: { 201: z.object({ id: z.int(), status: z.string() }), ...errorResponses(404, 422) },
    },
    handler: async (request, reply) => {
      const page = await pageBySlug(request.params.websiteId, request.params.slug);
      const [row] = await db
        .insert(cmsComments)
        .values({
          pageId: page.id,
          authorName: request.body.author_name,
          email: request.body.email ?? null,
          text: request.body.text,
        })
        .returning();
      return reply.code(201).send({ id: row.id, status: row.status });
    },
  });
};

export default cmsPublicRoutes;
