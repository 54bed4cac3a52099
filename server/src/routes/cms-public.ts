// The website's own read-only API under /api/cms/public/{websiteId}, without sign-in: published pages by address,
// articles, the popups showing now, table rows, approved comments (and sending one, held for moderation).
// Only the live content of published pages is read here (cms/public-site.ts). Answers may be cached briefly.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addVisitorComment,
  approvedComments,
  popupsShowingNow,
  publicPageWire,
  publicTableRows,
  publishedArticles,
  publishedPageBySlug,
} from '../cms/public-site';
import { commentCreate, pageSchema, paging, websiteSchema } from '../cms/schemas';
import { assertTableOfSite } from '../cms/table-data';
import { websiteOf } from '../cms/websites';
import { errorResponses } from '../errors';
import { queryInt, listResponse, zId } from '../schemas/common';

const tags = ['cms public'];
const CACHE = 'public, max-age=60';
const siteParams = z.object({ websiteId: queryInt(zId()) });
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

/** The website itself, its pages and articles, and the popups showing now. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
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
      const w = await websiteOf(db, request.params.websiteId);
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
    handler: async (request) =>
      publicPageWire(await publishedPageBySlug(db, request.params.websiteId, request.params.slug)),
  });

  app.get('/:websiteId/articles', {
    schema: {
      tags,
      summary: 'Published articles, newest first',
      params: siteParams,
      querystring: z.object(paging()),
      response: { 200: listResponse(publicPage), ...errorResponses(404, 422) },
    },
    handler: async (request) => publishedArticles(db, request.params.websiteId, request.query),
  });

  app.get('/:websiteId/popups', {
    schema: {
      tags,
      summary:
        'Published popups whose schedule includes now (pages: the addresses each shows on; empty for every page)',
      params: siteParams,
      response: { 200: z.array(publicPage), ...errorResponses(404, 422) },
    },
    handler: async (request) => popupsShowingNow(db, request.params.websiteId),
  });
};

/** The rows of the website's tables. */
const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:websiteId/tables/:tableId/data', {
    schema: {
      tags,
      summary: "A table's rows",
      params: siteParams.extend({ tableId: queryInt(zId()) }),
      querystring: z.object(paging()),
      response: {
        200: listResponse(z.object({ id: z.int(), data: z.record(z.string(), z.unknown()) })),
        ...errorResponses(404, 422),
      },
    },
    handler: async (request) => {
      await assertTableOfSite(app.db, request.params.websiteId, request.params.tableId);
      return publicTableRows(app.db, request.params.tableId, request.query);
    },
  });
};

/** A published page's approved comments, and a visitor's new one. */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
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
      const page = await publishedPageBySlug(db, request.params.websiteId, request.params.slug);
      return approvedComments(db, page.id, request.query);
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
      const page = await publishedPageBySlug(db, request.params.websiteId, request.params.slug);
      return reply.code(201).send(await addVisitorComment(db, page.id, request.body));
    },
  });
};

/** Every public answer of the website may be cached briefly; the sub-areas register in the API document's order. */
const cmsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });
  await app.register(siteRoutes);
  await app.register(tableRoutes);
  await app.register(commentRoutes);
};

export default cmsPublicRoutes;
