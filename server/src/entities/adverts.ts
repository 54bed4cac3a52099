// Adverts under /api/advert (SPEC section 7: GET /advert/get_list with only_active, POST /advert/new, GET/PUT/DELETE
// /advert/{id}): a picture that leads to an item, a category or an address, in a placement, between two dates.
import { and, asc, gte, isNull, lte, or, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { fileKey } from '../crud/fields';
import { toWire } from '../crud/records';
import { ADVERT_PLACEMENTS, ADVERT_TARGETS, adverts } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { intIdParams, queryBool, zInt } from '../schemas/common';
import { afterWrite, checkRange, ruleError, when } from './rules';

const create = z
  .object({
    title: z.string().trim().min(1).max(200),
    image: fileKey().nullable().optional(),
    target_kind: z.enum(ADVERT_TARGETS).optional(),
    target_item_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
    target_category_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
    target_url: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional(),
    placement: z.enum(ADVERT_PLACEMENTS).optional(),
    starts_at: when().nullable().optional(),
    ends_at: when().nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .strict();

/** The target kind names which target field must be filled. */
function checkTarget(record: Record<string, unknown>): void {
  const kind = record.target_kind ?? 'url';
  const field = kind === 'item' ? 'target_item_id' : kind === 'category' ? 'target_category_id' : 'target_url';
  if (!record[field]) throw ruleError(field, 'the advert leads somewhere: fill in its target', null, 'target_required');
  checkRange(record, 'starts_at', 'ends_at');
}

export default defineCrud({
  name: 'advert',
  table: adverts,
  base: '/advert',
  listPath: '/advert/list',
  createPath: '/advert/new',
  create,
  search: ['title'],
  filters: { placement: { schema: z.enum(ADVERT_PLACEMENTS) }, is_active: { schema: queryBool() } },
  defaultSort: 'id',
  defaultOrder: 'desc',
  hooks: {
    async beforeWrite(tx, values, { id }) {
      checkTarget(await afterWrite(tx, adverts, values, id));
      return values;
    },
  },
  extend: async (app) => {
    app.get('/advert/get_list', {
      config: { appReader: true },
      schema: {
        tags: ['advert'],
        summary: 'Adverts (only those running now with only_active: active and within their dates; a reader always gets only those)',
        security: authSecurity,
        querystring: z.object({ only_active: queryBool().default(false) }),
        response: { 200: z.array(z.record(z.string(), z.unknown())), ...errorResponses(401, 422) },
      },
      handler: async (request) => {
        const now = new Date().toISOString();
        const running = and(eq(adverts.isActive, true), or(isNull(adverts.startsAt), lte(adverts.startsAt, now)), or(isNull(adverts.endsAt), gte(adverts.endsAt, now)));
        const rows = await request.server.db.select().from(adverts).where(request.query.only_active || request.user?.isReader ? running : undefined).orderBy(asc(adverts.placement), asc(adverts.id)).limit(1000);
        return rows.map((row) => toWire(adverts, row as unknown as Record<string, unknown>));
      },
    });

    // The app counts what readers see and tap: one call each, added in the database (no lost counts between callers).
    for (const counter of ['impression', 'click'] as const) {
      app.post(`/advert/:id/${counter}`, {
        config: { appReader: true },
        schema: {
          tags: ['advert'],
          summary: counter === 'impression' ? 'Count that the app showed the advert' : 'Count that a reader tapped the advert',
          security: authSecurity,
          params: intIdParams,
          response: { 200: z.object({ id: z.int(), impressions: z.int(), clicks: z.int() }), ...errorResponses(401, 404, 422) },
        },
        handler: async (request) => {
          const column = counter === 'impression' ? adverts.impressions : adverts.clicks;
          const [row] = await request.server.db
            .update(adverts)
            .set(counter === 'impression' ? { impressions: sql`${column} + 1` } : { clicks: sql`${column} + 1` })
            .where(eq(adverts.id, request.params.id))
            .returning({ id: adverts.id, impressions: adverts.impressions, clicks: adverts.clicks });
          if (!row) throw notFound();
          return row;
        },
      });
    }
  },
  sample: (unique) => ({ title: `מודעה ${unique}`, target_url: `https://example.com/${unique}` }),
});
