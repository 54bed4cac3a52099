// Builds the Fastify app: error shapes, security headers, cookies, forms, rate limits, OpenAPI docs,
// every API area under /api, and the built admin with its SPA fallback. main.ts listens; tests inject.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { PgBoss } from 'pg-boss';
import { registerMetrics } from './metrics';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAfterAnswer } from './after-answer';
import type { Need } from './auth/permissions';
import type { Config } from './config';
import { registerCors } from './cors';
import { registerFormBodyGuard } from './form-body-guard';
import './context';
import type { Db } from './db/client';
import { registerDocs } from './docs';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler, registerJsonParser } from './errors';
import { storageFor } from './files/storage';
import { loggerOptions, type LogOptions } from './logger';
import { createMailer, type Mailer } from './mail';
import { registerNulCheck } from './nul-characters';
import { ensureChangeTriggers } from './crud/change-triggers';
import { grantDefaults } from './crud/default-grants';
import { registerListCache } from './crud/list-cache';
import { crudEntities, entitiesWith } from './entities/registry';
import type { EntityDefinition } from '../../definitions/entity/defineEntity';
import { entityDefinitions } from '../../definitions/entities/index';
import { registerRateLimit } from './rate-limit';
import { apiRoutes } from './routes/index';
import { registerSecurityHeaders } from './security';
import { API_PREFIX, registerSpa } from './spa';
import { payPage } from './billing/pay-page';
import { newsletterPublicPages } from './newsletter/public-pages';
import { publicFormPage } from './forms/public-form-page';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Log options (level, stream), or false for silence. Default: config.logLevel to stdout. */
  logger?: LogOptions | false;
  /** Mail transport; default from config (SMTP_URL, else the outbox). Tests pass 'memory'. */
  mailer?: Mailer | 'memory';
  /** Entity definitions served besides those of definitions/entities (a test's throwaway entity). */
  definitions?: EntityDefinition[];
  /** The process's started job queue (main.ts); none in most tests. */
  queue?: PgBoss;
}

export type App = FastifyInstance;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { db, config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // `/api/authors` and `/api/authors/` are the same route (FastAPI redirects; we answer both).
    // maxParamLength: invitation tokens (JWTs) travel in the path of /auth/accept-invite/{token}.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
    // The router's and Node's own client errors in FastAPI's shape too (errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer === 'memory'
      ? createMailer(config, app.log, 'memory')
      : (options.mailer ?? createMailer(config, app.log));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('queue', options.queue ?? null);
  app.decorate('metrics', registerMetrics(app));
  app.decorate('mailer', mailer);
  app.decorate('storage', await storageFor(config));
  app.decorateRequest('user', null);
  app.decorate('afterAnswer', createAfterAnswer(app.log));
  app.decorate(
    'entities',
    options.definitions?.length ? entitiesWith([...entityDefinitions, ...options.definitions]) : crudEntities,
  );
  registerListCache(app);
  // What the entities' definitions ask of the database besides their migrations (crud/change-triggers.ts, default-grants.ts).
  await ensureChangeTriggers(db, app.entities);
  await grantDefaults(db, app.entities);
  app.addHook('onClose', () => app.afterAnswer.settle());
  const routeTable: Array<{ method: string; url: string; readonly permission?: Need }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // `permission` is read later: the CRUD factory's own onRoute hook sets it after this one has run
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        get permission() {
          return route.config?.permission;
        },
      });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerJsonParser(app);
  registerNulCheck(app);
  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  await app.register(cookie);
  await app.register(formbody);
  registerFormBodyGuard(app);
  await registerRateLimit(app);
  await registerDocs(app);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(payPage);
  await app.register(newsletterPublicPages);
  await app.register(publicFormPage(config.distDir));
  const adminServed = await registerSpa(app, config.distDir);
  if (!adminServed) app.log.warn(`no built admin at ${config.distDir}/index.html: serving the API only`);
  return app;
}
