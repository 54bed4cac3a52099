// The security log under /api/security_log: superusers read it, newest first, by kind, person, e-mail
// and dates. Exports are logged with who, which list, the format and how many records: the factory's export route
// logs its own; for the other lists the admin asks here before it reads them (403 without the list's `export`).
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireGrant, requireSuperuser, requireUser } from '../auth/guards';
import { exportNeed } from '../auth/permissions';
import { SECURITY_EVENT_KINDS, securityEvents, users } from '../db/schema/index';
import { likePattern } from '../db/list';
import { authSecurity } from '../docs';
import { errorResponses, validationError } from '../errors';
import { queryInt, zInt } from '../schemas/common';
import { recordSecurityEvent } from '../security-log/record';

const tags = ['security log'];

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

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

const securityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const subject = alias(users, 'subject');

  app.get('/', {
    onRequest: requireSuperuser,
    schema: {
      tags,
      summary: 'The security log, newest first (superusers only)',
      security: authSecurity,
      querystring: listQuery,
      response: { 200: z.object({ items: z.array(eventSchema), total: z.int() }), ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => {
      const { skip, limit, kind, user_id, q, from, to } = request.query;
      const where: SQL[] = [];
      if (kind) where.push(eq(securityEvents.kind, kind));
      if (user_id) where.push(eq(securityEvents.userId, user_id));
      if (q?.trim()) where.push(ilike(securityEvents.email, likePattern(q.trim())));
      if (from) where.push(gte(securityEvents.at, new Date(`${from}T00:00:00Z`)));
      if (to) where.push(lt(securityEvents.at, nextDay(to)));
      const rows = await db
        .select({
          event: securityEvents,
          firstName: users.firstName,
          lastName: users.lastName,
          subjectEmail: subject.email,
        })
        .from(securityEvents)
        .leftJoin(users, eq(users.id, securityEvents.userId))
        .leftJoin(subject, eq(subject.id, securityEvents.subjectId))
        .where(and(...where))
        .orderBy(desc(securityEvents.at), desc(securityEvents.id))
        .offset(skip)
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(and(...where));
      return {
        items: rows.map(({ event, firstName, lastName, subjectEmail }) => ({
          id: event.id,
          at: event.at.toISOString(),
          kind: event.kind,
          user_id: event.userId,
          user_name: event.userId ? `${firstName ?? ''} ${lastName ?? ''}`.trim() || null : null,
          email: event.email,
          subject_id: event.subjectId,
          subject_email: subjectEmail,
          ip: event.ip,
          details: event.details,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  });

  app.post('/export', {
    onRequest: requireUser,
    schema: {
      tags,
      summary:
        'Ask to export a list outside the factory (which list, the format, how many records): 403 without its export right; recorded',
      security: authSecurity,
      body: exportBody,
      response: { 204: z.null().describe('Allowed and recorded'), ...errorResponses(401, 403, 422) },
    },
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
