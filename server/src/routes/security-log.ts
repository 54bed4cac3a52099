// The security log under /api/security_log: superusers read it, newest first, by kind, person, e-mail
// and dates. Exports are logged with who, which list, the format and how many records: the factory's export route
// logs its own; for the other lists the admin asks here before it reads them (403 without the list's `export`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireGrant, requireSuperuser, requireUser } from '../auth/guards';
import { exportNeed } from '../auth/permissions';
import { SECURITY_EVENT_KINDS } from '../db/schema/index';
import { validationError } from '../errors';
import { listResponse, queryInt, zInt } from '../schemas/common';
import { listSecurityEvents } from '../security-log/read';
import { recordSecurityEvent } from '../security-log/record';
import { routeSchemas } from './route-schema';

const tags = ['security log'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const eventSchema = z
  .object({
    id: z.int(),
    at: z.string(),
    kind: z.enum(SECURITY_EVENT_KINDS),
    user_id: z.string().nullable(),
    user_name: z.string().nullable(),
    email: z.string(),
    subject_id: z.string().nullable(),
    subject_email: z.string().nullable(),
    ip: z.string(),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'SecurityEvent' });

const listQuery = z
  .object({
    skip: queryInt(zInt().min(0)).default(0),
    limit: queryInt(zInt().min(1).max(200)).default(50),
    kind: z.enum(SECURITY_EVENT_KINDS).optional(),
    user_id: z.uuid().optional(),
    q: z.string().max(320).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

const exportBody = z
  .object({
    /** The list exported (auth/permissions.ts exportNeed): `customers`, `orders`, `form_submissions/<form>`… */
    resource: z.string().trim().min(1).max(160),
    format: z.enum(['csv', 'xlsx']),
    count: z.int().min(0).max(10_000_000),
  })
  .strict();

const securityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', {
    onRequest: requireSuperuser,
    schema: doc('The security log, newest first (superusers only)', {
      querystring: listQuery,
      response: { 200: listResponse(eventSchema) },
      errors: [401, 403, 422],
    }),
    handler: async (request) => {
      const { skip, limit, ...filters } = request.query;
      return listSecurityEvents(db, filters, skip, limit);
    },
  });

  app.post('/export', {
    onRequest: requireUser,
    schema: doc(
      'Ask to export a list outside the factory (which list, the format, how many records): 403 without its export right; recorded',
      { body: exportBody, response: { 204: z.null().describe('Allowed and recorded') }, errors: [401, 403, 422] },
    ),
    handler: async (request, reply) => {
      const { resource, format, count: records } = request.body;
      const need = exportNeed(resource);
      if (!need)
        throw validationError(
          ['body', 'resource'],
          'Value error, no list of this name is exported here',
          resource,
          'value_error',
          'unknown_list',
        );
      await requireGrant(request, need);
      await recordSecurityEvent(db, request, {
        kind: 'export',
        user: currentUser(request),
        details: { resource, format, count: records },
      });
      return reply.code(204).send(null);
    },
  });
};

export default securityLogRoutes;
