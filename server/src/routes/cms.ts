// The website CMS under /api/cms ('CMS'): websites, their pages with a draft, publishing, history and
// restore, and comments with moderation. Schema tables are routes/cms-tables.ts; the public site's API cms-public.ts.
// Websites are not a definition: their routes need the `cms` right with the pages' (a definition's need a right of
// the entity's own name); their settings are one object checked part by part (cms/schemas.ts), where a definition's
// json field is taken unchecked, and their domain is lower-cased and checked as a host name; deleting one takes its
// pages, versions, comments and tables with it (foreign keys), which the factory's deleted bin could not give back;
// and the admin shows them as the CMS screen's cards and tabs (src/screens/cms), not a resource's pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { listComments, moderateComments } from '../cms/comments';
import { listPages, readPage } from '../cms/page-list';
import {
  changePage,
  createPage,
  deletePage,
  discardDraft,
  pageWire,
  publishPageNow,
  unpublishPage,
} from '../cms/pages';
import {
  commentBulk,
  commentSchema,
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
import { listVersions, restoreVersion } from '../cms/versions';
import { addWebsite, deleteWebsite, listWebsites, readWebsite, updateWebsite, websiteOf } from '../cms/websites';
import { COMMENT_STATUSES, PAGE_KINDS } from '../db/schema/index';
import { deleteByIdRoute, guardedRoutes } from './route-schema';
import { byCmsId, deletes, doc, idParams } from './cms-common';
import { queryBool, queryInt, listResponse, zId } from '../schemas/common';

/** Websites. */
const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/website', {
    schema: doc('Websites by name', {
      querystring: z.object(paging()),
      response: { 200: listResponse(websiteSchema) },
      errors: [401, 422],
    }),
    handler: async (request) => listWebsites(db, request.query.skip, request.query.limit),
  });

  app.post('/website', {
    schema: doc('Add a website', { body: websiteCreate, response: { 201: websiteSchema }, errors: [401, 422] }),
    handler: async (request, reply) => reply.code(201).send(await addWebsite(db, request.body)),
  });

  app.get('/website/:id', {
    schema: doc('A website', { ...byCmsId, response: { 200: websiteSchema } }),
    handler: async (request) => readWebsite(db, request.params.id),
  });

  app.put('/website/:id', {
    schema: doc("Change a website's name, domain, language or settings (settings are replaced whole)", {
      ...byCmsId,
      body: websiteUpdate,
      response: { 200: websiteSchema },
    }),
    handler: async (request) => updateWebsite(db, request.params.id, request.body),
  });

  deleteByIdRoute(
    app,
    '/website/:id',
    'Delete a website with its pages, comments and tables',
    (id) => deleteWebsite(db, id),
    deletes,
  );
};

/** Pages: lists, adding, reading, editing and deleting one. */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/website/:id/pages', {
    schema: doc(
      "A website's pages, last changed first (kind filters; published_only leaves out pages never published or unpublished; include_drafts adds each draft)",
      { ...byCmsId, querystring: pageListQuery, response: { 200: listResponse(pageSchema) } },
    ),
    handler: async (request) => {
      await websiteOf(db, request.params.id);
      return listPages(db, request.query, request.params.id);
    },
  });

  app.get('/pages', {
    schema: doc('Pages of every website (by kind)', {
      querystring: pageListQuery,
      response: { 200: listResponse(pageSchema) },
      errors: [401, 422],
    }),
    handler: async (request) => listPages(db, request.query),
  });

  app.post('/website/:id/pages', {
    schema: doc('Add a page (unpublished; its address is unique in the website)', {
      ...byCmsId,
      body: pageCreate,
      response: { 201: pageSchema },
    }),
    handler: async (request, reply) => {
      await websiteOf(db, request.params.id);
      return reply.code(201).send(pageWire(await createPage(db, request.params.id, request.body), true));
    },
  });

  app.get('/pages/:id', {
    schema: doc('A page; include_draft adds its draft', {
      ...byCmsId,
      querystring: z.object({ include_draft: queryBool().default(false) }),
      response: { 200: pageSchema },
    }),
    handler: async (request) => readPage(db, request.params.id, request.query.include_draft),
  });

  app.patch('/pages/:id', {
    schema: doc(
      'Edit a page: with create_draft into its draft (started from the live content), else the live content itself; publish_at schedules publishing',
      {
        ...byCmsId,
        querystring: z.object({ create_draft: queryBool().default(false), user_id: z.uuid().optional() }),
        body: pageUpdate,
        response: { 200: pageSchema },
      },
    ),
    handler: async (request) => {
      const { publish_at, ...change } = request.body;
      const page = await changePage(db, request.params.id, change, {
        asDraft: request.query.create_draft,
        userId: request.query.user_id ?? currentUser(request).id,
        userNamed: Boolean(request.query.user_id),
        publishAt: publish_at === undefined ? undefined : publish_at ? new Date(publish_at) : null,
      });
      return pageWire(page, true);
    },
  });

  deleteByIdRoute(
    app,
    '/pages/:id',
    'Delete a page with its history and comments',
    (id) => deletePage(db, id),
    deletes,
  );
};

/** A page's publishing, draft and history. */
const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/pages/:id/publish', {
    schema: doc(
      'Publish: the draft (or the page as it is) replaces the published version; the content is kept in the history',
      { ...byCmsId, response: { 200: pageSchema } },
    ),
    handler: async (request) => pageWire(await publishPageNow(db, request.params.id, currentUser(request).id), true),
  });

  app.post('/pages/:id/unpublish', {
    schema: doc('Take a page off the website (its content and draft stay)', {
      ...byCmsId,
      response: { 200: pageSchema },
    }),
    handler: async (request) => pageWire(await unpublishPage(db, request.params.id), true),
  });

  app.delete('/pages/:id/draft', {
    schema: doc("Discard a page's draft (409 NO_DRAFT when it has none)", {
      params: idParams,
      response: { 200: pageSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => pageWire(await discardDraft(db, request.params.id), true),
  });

  app.get('/pages/:id/versions', {
    schema: doc("A page's published versions, newest first", {
      ...byCmsId,
      querystring: z.object(paging()),
      response: { 200: listResponse(versionSchema) },
    }),
    handler: async (request) => listVersions(db, request.params.id, request.query.skip, request.query.limit),
  });

  app.post('/pages/:id/versions/:versionId/restore', {
    schema: doc('Restore a version: it becomes the draft (publish it to put it on the website)', {
      params: z.object({ id: queryInt(zId()), versionId: queryInt(zId()) }),
      response: { 200: pageSchema },
      errors: [401, 404, 422],
    }),
    handler: async (request) =>
      pageWire(await restoreVersion(db, request.params.id, request.params.versionId, currentUser(request).id), true),
  });
};

/** Comments and their moderation. */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/comments', {
    schema: doc('Comments on pages and articles, newest first', {
      querystring: z.object({
        ...paging(),
        status: z.enum(COMMENT_STATUSES).optional(),
        page_id: queryInt(zId()).optional(),
        website_id: queryInt(zId()).optional(),
        kind: z.enum(PAGE_KINDS).optional(),
      }),
      response: { 200: listResponse(commentSchema) },
      errors: [401, 422],
    }),
    handler: async (request) => listComments(db, request.query, request.query.skip, request.query.limit),
  });

  app.post('/comments/bulk', {
    schema: doc(
      'Approve, mark as spam, return to pending or delete comments, all in one transaction (404 when any id is unknown)',
      { body: commentBulk, response: { 200: z.object({ updated: z.int() }) }, errors: [401, 404, 422] },
    ),
    handler: async (request) => moderateComments(db, request.body),
  });
};

const cmsRoutes = guardedRoutes(requireUser, websiteRoutes, pageRoutes, publishingRoutes, commentRoutes);

export default cmsRoutes;
