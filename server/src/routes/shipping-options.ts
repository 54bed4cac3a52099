// Shipping options under /api/ecommerce (signed-in users). At most one option is the default: setting
// is_default clears it elsewhere in the same transaction (a partial unique index guards it too).
import { and, eq, ilike, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { likePattern, listRows, orderBy } from '../db/list';
import { shippingOptions, type ShippingOption } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound } from '../errors';
import { intIdParams, listQuery, listResponse, queryBool } from '../schemas/common';
import { updateOrRead } from '../db/update-or-read';

const tags = ['shipping options'];

const shippingOption = z
  .object({
    id: z.int(),
    name: z.string(),
    price: z.number(),
    is_active: z.boolean(),
    is_default: z.boolean(),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: 'ShippingOption' });

const name = z.string().trim().min(1).max(200);
const price = z.number().min(0).max(1_000_000_000);

const shippingOptionCreate = z.object({
  name,
  price,
  is_active: z.boolean().default(true),
  is_default: z.boolean().default(false),
});

const shippingOptionUpdate = z.object({
  name: name.optional(),
  price: price.optional(),
  is_active: z.boolean().optional(),
  is_default: z.boolean().optional(),
});

const sortColumns = {
  id: shippingOptions.id,
  name: shippingOptions.name,
  price: shippingOptions.price,
  is_active: shippingOptions.isActive,
  is_default: shippingOptions.isDefault,
  created_at: shippingOptions.createdAt,
} as const;
const sortable = Object.keys(sortColumns) as [keyof typeof sortColumns, ...(keyof typeof sortColumns)[]];

const listQuerySchema = listQuery({ sortable, defaultSort: 'id', defaultLimit: 100 }).extend({
  active_only: queryBool().default(false),
});

function toPublic(row: ShippingOption) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    is_active: row.isActive,
    is_default: row.isDefault,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Clears is_default on every option but `exceptId` (call inside the transaction that sets the new default). */
async function clearOtherDefaults(tx: Db, exceptId?: number): Promise<void> {
  const isDefault = eq(shippingOptions.isDefault, true);
  await tx
    .update(shippingOptions)
    .set({ isDefault: false })
    .where(exceptId === undefined ? isDefault : and(isDefault, ne(shippingOptions.id, exceptId)));
}

const shippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const item = { 200: shippingOption, ...errorResponses(401, 404, 422) };

  app.get('/shipping_options', {
    schema: {
      tags,
      summary: 'List shipping options (active_only, q searches the name)',
      security: authSecurity,
      querystring: listQuerySchema,
      response: { 200: listResponse(shippingOption), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { skip, limit, sort, order, q, active_only } = request.query;
      const where = and(active_only ? eq(shippingOptions.isActive, true) : undefined, q ? ilike(shippingOptions.name, likePattern(q)) : undefined);
      const page = await listRows(db, shippingOptions, { where, orderBy: orderBy(sortColumns[sort], order, shippingOptions.id), skip, limit });
      return { items: page.items.map(toPublic), total: page.total };
    },
  });

  app.post('/shipping_option', {
    schema: {
      tags,
      summary: 'Create a shipping option',
      security: authSecurity,
      body: shippingOptionCreate,
      response: { 201: shippingOption, ...errorResponses(401, 422) },
    },
    handler: async (request, reply) => {
      const { name, price, is_active, is_default } = request.body;
      const row = await db.transaction(async (tx) => {
        if (is_default) await clearOtherDefaults(tx);
        const [inserted] = await tx.insert(shippingOptions).values({ name, price, isActive: is_active, isDefault: is_default }).returning();
        return inserted!;
      });
      return reply.code(201).send(toPublic(row));
    },
  });

  app.get('/shipping_option/:id', {
    schema: { tags, summary: 'One shipping option', security: authSecurity, params: intIdParams, response: item },
    handler: async (request) => {
      const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, request.params.id));
      return toPublic(orNotFound(row));
    },
  });

  app.put('/shipping_option/:id', {
    schema: {
      tags,
      summary: 'Change a shipping option (fields left out stay as they are)',
      security: authSecurity,
      params: intIdParams,
      body: shippingOptionUpdate,
      response: item,
    },
    handler: async (request) => {
      const { id } = request.params;
      const { name, price, is_active, is_default } = request.body;
      const row = await db.transaction(async (tx) => {
        if (is_default) await clearOtherDefaults(tx, id);
        return orNotFound(await updateOrRead(tx, shippingOptions, { name, price, isActive: is_active, isDefault: is_default }, eq(shippingOptions.id, id)));
      });
      return toPublic(row);
    },
  });

  app.delete('/shipping_option/:id', {
    schema: {
      tags,
      summary: 'Delete a shipping option',
      security: authSecurity,
      params: intIdParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const deleted = await db.delete(shippingOptions).where(eq(shippingOptions.id, request.params.id)).returning({ id: shippingOptions.id });
      orNotFound(deleted[0]);
      return reply.code(204).send(null);
    },
  });
};

export default shippingOptionRoutes;
