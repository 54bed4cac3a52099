// Per-client-address limits on the routes that guess or spam (sign-in, signup, recovery, the password change, public
// form submissions): 429 with a detail. AUTH_RATE_LIMIT requests per AUTH_RATE_LIMIT_WINDOW_SECONDS per address and
// route; 0 turns it off. The counts live in the database (rate_limits), so every server process on it shares them:
// two processes behind a load balancer do not double the allowance.
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { httpError } from './errors';
import { rowsOf } from './db/raw-sql';

/** Counts one request under `key` and answers the count in the window and the milliseconds the window has left. */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = rowsOf<{ count: number; ttl: number }>(
    await db.execute(sql`
      insert into rate_limits (key, count, expires_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
        expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
      returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::integer as ttl`),
  );
  // Now and then, windows that ended long ago go (a key of a client that never came back).
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where expires_at < now() - interval '1 hour'`);
  return { current: Number(row!.count), ttl: Number(row!.ttl) };
}

/** The plugin's store, on the database; each route counts under its own prefix. */
function databaseStore(db: Db, prefix = ''): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      countRequest(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child(routeOptions) {
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return databaseStore(db, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    },
  };
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // When the database cannot count, the route answers as it would without a limit (it needs the database anyway).
    skipOnError: true,
    store: class {
      constructor() {
        return databaseStore(app.db);
      }
    } as never,
    errorResponseBuilder: (_request, context) =>
      httpError(context.statusCode, `Too many requests. Try again in ${context.after}.`, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
}

/** Route `config` for a rate-limited auth route: `{ config: authRateLimit(app.config), ... }`. */
export function authRateLimit(config: Config): { rateLimit?: { max: number; timeWindow: number } } {
  if (config.authRateLimitMax <= 0) return {};
  return { rateLimit: { max: config.authRateLimitMax, timeWindow: config.authRateLimitWindowSeconds * 1000 } };
}
