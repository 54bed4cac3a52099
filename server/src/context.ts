// What every route can reach: `request.server.db`, `.config`, `.mailer`, `.storage`, `.afterAnswer`, and `request.user` after a guard.
import type { AfterAnswer } from './after-answer';
import type { Need, Grants } from './auth/permissions';
import type { Config } from './config';
import type { CrudEntity } from './crud/defineCrud';
import type { Db } from './db/client';
import type { User } from './db/schema/index';
import type { Storage } from './files/storage';
import type { PgBoss } from 'pg-boss';
import type { Registry } from 'prom-client';
import type { Mailer } from './mail';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Where file bytes live (files/storage.ts). */
    storage: Storage;
    /** Work started by a route that runs after its answer (after-answer.ts). */
    afterAnswer: AfterAnswer;
    /** Every route the app registered (method and URL pattern), as the router saw them: the auth matrix reads it. */
    routeTable: ReadonlyArray<{ method: string; url: string; readonly permission?: Need }>;
    /** This process's job queue (jobs/queue.ts); null where the app runs without one (tests). */
    queue: PgBoss | null;
    /** What GET /api/metrics reports (metrics.ts). */
    metrics: Registry;
    /** Every entity of the CRUD factory this app serves (entities/registry.ts). */
    entities: readonly CrudEntity[];
  }
  interface FastifyContextConfig {
    /** The library app's calls a reader account may make (guards.ts); every other guarded route answers a reader 403. */
    appReader?: boolean;
    /** What a staff member needs for this route (auth/permissions.ts); set by the CRUD factory for its routes. */
    permission?: Need;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireSuperuser; read it with currentUser(request). */
    user: User | null;
    /** The user's grants, once a guard has read them (auth/grants.ts). */
    grants?: Grants;
  }
}

export {};
