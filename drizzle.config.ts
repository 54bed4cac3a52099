import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for schema changes; commit them.
// They run on PGlite and on PostgreSQL alike at server start (server/src/setup/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});
