// Per-client-address limits on the routes that guess or spam (sign-in, signup, recovery): 429 with a detail.
// AUTH_RATE_LIMIT requests per AUTH_RATE_LIMIT_WINDOW_SECONDS per address and route; 0 turns it off.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { httpError } from './errors';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      httpError(context.statusCode, `Too many requests. Try again in ${context.after}.`, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
  });
}

/** Route `config` for a rate-limited auth route: `{ config: authRateLimit(app.config), ... }`. */
export function authRateLimit(config: Config): { rateLimit?: { max: number; timeWindow: number } } {
  if (config.authRateLimitMax <= 0) return {};
  return { rateLimit: { max: config.authRateLimitMax, timeWindow: config.authRateLimitWindowSeconds * 1000 } };
}
