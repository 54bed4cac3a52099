// Library items' own rules beside their definition (definitions/entities/library-items.ts), bespoke because no
// definition kind says them: an ISBN is kept by its check digit; access by subscription or purchase names what it
// needs (a rule across fields); the search finds an item by an author's name behind its ids or by the ISBN with or
// without hyphens; a reader opens a published item only; and the app's routes: POST item_list (filters, paging and
// sort in the body), POST app_home_item_list, and POST item/{id}/collection.
import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LIBRARY_ACCESS, LIBRARY_ITEM_KINDS, LIBRARY_STATUSES } from '../../../definitions/entities/library-items';
import type { CrudEntity } from '../crud/defineCrud';
import { toWire } from '../crud/records';
import { authors, libraryCollections, libraryItems } from '../db/schema/index';
import { likePattern } from '../db/list';
import { containsForm, folded, textSearch } from '../db/text-search';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { appHome, appHomeSchema } from '../library/app-home';
import { intIdParams, listResponse, zInt } from '../schemas/common';
import { normaliseIsbn } from './isbn';
import { afterWrite, ruleError } from '../crud/rules';

const valuesOf = (values: object) => z.enum(Object.keys(values) as [string, ...string[]]);

/** An ISBN is kept without its hyphens and spaces, and only with a matching check digit; '' clears it. */
function checkIsbn(values: Record<string, unknown>): void {
  if (typeof values.isbn !== 'string') return;
  if (values.isbn === '') {
    values.isbn = null;
    return;
  }
  const isbn = normaliseIsbn(values.isbn);
  if (!isbn) throw ruleError('isbn', 'the ISBN check digit does not match', values.isbn, 'isbn_invalid');
  values.isbn = isbn;
}

/** A search word: in an author's name, or the ISBN written with or without hyphens. */
function searchAuthorOrIsbn(word: string, forms: string[]): SQL {
  const digits = word.replace(/[\s-]/g, '');
  return or(
    sql`exists (select 1 from ${authors} a where a.id = any(${libraryItems.author_ids}) and ${containsForm(folded(sql`a.name`), forms)})`,
    digits ? ilike(libraryItems.isbn, likePattern(digits)) : undefined,
  )!;
}

/** Access by subscription needs the subscription option, access by purchase the product. */
function checkAccess(record: Record<string, unknown>): void {
  if (record.access === 'subscription' && !record.subscription_option_id)
    throw ruleError(
      'subscription_option_id',
      'an item for subscribers names the subscription option',
      null,
      'subscription_required',
    );
  if (record.access === 'purchase' && !record.product_id)
    throw ruleError('product_id', 'an item that is bought names the shop product', null, 'product_required');
}

const listBody = z
  .object({
    skip: zInt().min(0).default(0),
    limit: zInt().min(1).max(1000).default(50),
    sort: z.enum(['id', 'title', 'created_at', 'published_on', 'home_order']).default('id'),
    order: z.enum(['asc', 'desc']).default('desc'),
    q: z.string().trim().max(200).optional().describe('Title, subtitle, an author name or the ISBN'),
    filters: z
      .object({
        kind: valuesOf(LIBRARY_ITEM_KINDS).optional(),
        status: valuesOf(LIBRARY_STATUSES).optional(),
        access: valuesOf(LIBRARY_ACCESS).optional(),
        category_id: zInt().min(1).optional(),
        featured: z.boolean().optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

const bespoke: Partial<CrudEntity> = {
  searchAlso: searchAuthorOrIsbn,
  // the app opens a published item's page; a draft is not there for a reader
  readerGet: (record) => record.status === 'published',
  hooks: {
    async beforeWrite(tx, values, { id }) {
      checkIsbn(values);
      const record = await afterWrite(tx, libraryItems, values, id);
      checkAccess(record);
      return values;
    },
  },
  extend: async (app) => {
    const tags = ['library_item'];
    app.post('/library/item_list', {
      config: { appReader: true },
      schema: {
        tags,
        summary:
          'Items by filters, search, sort and paging given in the body (the app and the admin; a reader sees published items only)',
        security: authSecurity,
        body: listBody,
        response: {
          200: listResponse(z.record(z.string(), z.unknown())),
          ...errorResponses(401, 422),
        },
      },
      handler: async (request) => {
        const { skip, limit, sort, order, q, filters } = request.body;
        const where: SQL[] = [];
        if (filters.kind) where.push(eq(libraryItems.kind, filters.kind));
        if (request.user?.isReader) where.push(eq(libraryItems.status, 'published'));
        if (filters.status) where.push(eq(libraryItems.status, filters.status));
        if (filters.access) where.push(eq(libraryItems.access, filters.access));
        if (filters.featured !== undefined) where.push(eq(libraryItems.featured, filters.featured));
        if (filters.category_id) where.push(arrayContains(libraryItems.category_ids, [filters.category_id]));
        const found = textSearch(q, [libraryItems.title, libraryItems.subtitle], searchAuthorOrIsbn);
        if (found) where.push(found);
        const condition = where.length ? and(...where) : undefined;
        const column = {
          id: libraryItems.id,
          title: libraryItems.title,
          created_at: libraryItems.createdAt,
          published_on: libraryItems.published_on,
          home_order: libraryItems.home_order,
        }[sort];
        const { db } = request.server;
        const [rows, [{ total }]] = await Promise.all([
          db
            .select()
            .from(libraryItems)
            .where(condition)
            .orderBy(order === 'asc' ? asc(column!) : desc(column!), desc(libraryItems.id))
            .offset(skip)
            .limit(limit),
          db.select({ total: count() }).from(libraryItems).where(condition),
        ]);
        return { items: rows.map((row) => toWire(libraryItems, row as Record<string, unknown>)), total };
      },
    });

    app.post('/library/app_home_item_list', {
      config: { appReader: true },
      schema: {
        tags,
        summary:
          "What the app's home shows now (or at `at`): featured categories with their published items, active collections in order, active adverts by placement",
        security: authSecurity,
        body: z
          .object({ at: z.iso.datetime({ offset: true }).optional(), per_row: zInt().min(1).max(50).default(12) })
          .strict()
          .default({ per_row: 12 }),
        response: { 200: appHomeSchema, ...errorResponses(401, 422) },
      },
      handler: async (request) =>
        appHome(request.server.db, request.body.at ? new Date(request.body.at) : new Date(), request.body.per_row),
    });

    app.post('/library/item/:id/collection', {
      schema: {
        tags,
        summary: 'Put an item into a collection (at `position`, default last; already there: moved)',
        security: authSecurity,
        params: intIdParams,
        body: z.object({ collection_id: zInt().min(1), position: zInt().min(0).optional() }).strict(),
        response: {
          200: z.object({ collection_id: z.int(), item_ids: z.array(z.int()) }),
          ...errorResponses(401, 404, 422),
        },
      },
      handler: async (request) =>
        request.server.db.transaction(async (tx) => {
          const [item] = await tx
            .select({ id: libraryItems.id })
            .from(libraryItems)
            .where(eq(libraryItems.id, request.params.id));
          if (!item) throw notFound();
          const [collection] = await tx
            .select()
            .from(libraryCollections)
            .where(eq(libraryCollections.id, request.body.collection_id))
            .for('update');
          if (!collection)
            throw ruleError('collection_id', 'no such collection', request.body.collection_id, 'not_found');
          const rest = (collection.item_ids as number[]).filter((i) => i !== item.id);
          rest.splice(Math.min(request.body.position ?? rest.length, rest.length), 0, item.id);
          await tx.update(libraryCollections).set({ item_ids: rest }).where(eq(libraryCollections.id, collection.id));
          return { collection_id: collection.id, item_ids: rest };
        }),
    });
  },
  // the contract's record: a title alone (a made-up ISBN would fail its check digit)
  sample: (unique) => ({ title: `ספר ${unique}` }),
};

export default bespoke;
