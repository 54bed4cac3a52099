// Adverts' own rules beside their definition (definitions/entities/adverts.ts): an advert leads where its kind says,
// so that target must be filled, and it ends after it starts (rules across fields, which a definition cannot say);
// and the app's routes (GET /advert/get_list with only_active; the counters of what readers see and tap), which are
// not the CRUD routes' reads and writes.
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CrudEntity } from '../crud/defineCrud';
import { toWire } from '../crud/records';
import { adverts } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { intIdParams, queryBool } from '../schemas/common';
import { checkAfterWrite, checkRange, ruleError } from '../crud/rules';
import { advertRunningAt } from '../library/app-home';

/** The target kind names which target field must be filled. */
function checkTarget(record: Record<string, unknown>): void {
  const kind = record.target_kind ?? 'url';
  const field = kind === 'item' ? 'target_item_id' : kind === 'category' ? 'target_category_id' : 'target_url';
  if (!record[field]) throw ruleError(field, 'the advert leads somewhere: fill in its target', null, 'target_required');
  checkRange(record, 'starts_at', 'ends_at');
}

const bespoke: Partial<CrudEntity> = {
  hooks: {
    beforeWrite: checkAfterWrite(adverts, checkTarget),
  },
  extend: async (app) => {
    app.get('/advert/get_list', {
      config: { appReader: true },
      schema: {
        tags: ['advert'],
        summary:
          'Adverts (only those running now with only_active: active and within their dates; a reader always gets only those)',
        security: authSecurity,
        querystring: z.object({ only_active: queryBool().default(false) }),
        response: { 200: z.array(z.record(z.string(), z.unknown())), ...errorResponses(401, 422) },
      },
      handler: async (request) => {
        const running = advertRunningAt(new Date().toISOString());
        const rows = await request.server.db
          .select()
          .from(adverts)
          .where(request.query.only_active || request.user?.isReader ? running : undefined)
          .orderBy(asc(adverts.placement), asc(adverts.id))
          .limit(1000);
        return rows.map((row) => toWire(adverts, row as unknown as Record<string, unknown>));
      },
    });

    // The app counts what readers see and tap: one call each, added in the database (no lost counts between callers).
    for (const counter of ['impression', 'click'] as const) {
      app.post(`/advert/:id/${counter}`, {
        config: { appReader: true },
        schema: {
          tags: ['advert'],
          summary:
            counter === 'impression' ? 'Count that the app showed the advert' : 'Count that a reader tapped the advert',
          security: authSecurity,
          params: intIdParams,
          response: {
            200: z.object({ id: z.int(), impressions: z.int(), clicks: z.int() }),
            ...errorResponses(401, 404, 422),
          },
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
};

export default bespoke;
