// One factory entity's routes of one record: create, read, change, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { queryInt } from '../schemas/common';
import type { CrudEntity } from './defineCrud';
import { nonEmpty, type EntityRecords } from './entity-records';
import { idSchema } from './list-query';
import { recordSerializerCompiler } from './record-serializer';

/** What the routes of an entity's records share. */
export interface RecordRouteOptions {
  entity: CrudEntity;
  tags: string[];
  /** The response schema of one record (OpenAPI, errors). */
  record: z.ZodObject;
  /** The JSON schema of one record, for its compiled serializer (record-serializer.ts). */
  recordJson: Record<string, unknown>;
  /** The body of a change: the entity's update schema, else its create schema with every field optional. */
  update: z.ZodType;
  records: EntityRecords;
}

export function recordRoutes({
  entity,
  tags,
  record,
  recordJson,
  update,
  records,
}: RecordRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const idParams = z.object({ id: queryInt(idSchema()) });
    const one = { 200: record, ...errorResponses(401, 403, 404, 422) };
    const oneSerializer = recordSerializerCompiler({ 200: recordJson });

    app.post(entity.createPath ?? entity.base, {
      serializerCompiler: recordSerializerCompiler({ 201: recordJson }),
      schema: {
        tags,
        summary: `Create a ${entity.name}`,
        security: authSecurity,
        body: entity.create,
        response: { 201: record, ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await records.write(request.body as Record<string, unknown>, currentUser(request))),
    });

    const { readerGet } = entity;
    app.get(`${entity.base}/:id`, {
      ...(readerGet ? { config: { appReader: true } } : {}),
      serializerCompiler: oneSerializer,
      schema: { tags, summary: `One ${entity.name}`, security: authSecurity, params: idParams, response: one },
      handler: async (request) => {
        const found = await records.find((request.params as { id: number }).id);
        if (readerGet && request.user?.isReader && !readerGet(found)) throw notFound();
        return found;
      },
    });

    app.put(`${entity.base}/:id`, {
      serializerCompiler: oneSerializer,
      schema: {
        tags,
        summary: `Change a ${entity.name} (fields left out stay as they are)`,
        security: authSecurity,
        params: idParams,
        body: update,
        response: one,
      },
      handler: async (request) =>
        records.write(
          nonEmpty((request.body ?? {}) as Record<string, unknown>),
          currentUser(request),
          (request.params as { id: number }).id,
        ),
    });

    app.delete(`${entity.base}/:id`, {
      schema: {
        tags,
        summary: `Delete a ${entity.name} and its notes`,
        security: authSecurity,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        await records.remove([(request.params as { id: number }).id], currentUser(request));
        return reply.code(204).send(null);
      },
    });
  };
}
