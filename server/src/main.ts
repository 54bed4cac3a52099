// Start the server: read the configuration, open and migrate the database, seed, listen, print where to sign in.
import { buildApp } from './app';
import { backgroundJobs } from './background';
import { paymentProviderFor } from './billing/providers';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './setup/migrate';
import { seedDatabase } from './setup/seed';
import { crudEntities } from './entities/registry';
import { sanitiseStoredRichText } from './crud/rich-text-cleanup';
import { openQueue } from './jobs/queue';
import { startBackgroundJobs } from './jobs/run';
import { hasBuiltAdmin } from './spa';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, config);
  await sanitiseStoredRichText(database.db, crudEntities);
  // The queue starts before the app (the app's health check asks it); its errors go to the app's log once there is one.
  let queueError = (err: Error) => console.error(err);
  const queue = await openQueue(database, (err) => queueError(err));
  const app = await buildApp({ db: database.db, config, queue });
  queueError = (err) => app.log.error({ err }, 'the job queue reported an error');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Jobs running now finish (or, past the wait, go back to the queue for another process or the next start).
    await queue.stop({ graceful: true, timeout: 30_000 });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The queues exist before the first request: a change that causes work sends its job in its own transaction.
  const jobContext = {
    db: database.db,
    config,
    log: app.log,
    storage: app.storage,
    mailer: app.mailer,
    queue,
    payments: paymentProviderFor(database.db, config),
  };
  await startBackgroundJobs(queue, backgroundJobs, jobContext);
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pgdata`;
  const lines = [
    '',
    `  Admin is running at ${config.publicUrl}/`,
    `  API: ${config.publicUrl}/api   docs: ${config.publicUrl}/api/docs`,
    `  Database: ${where}`,
  ];
  if (!hasBuiltAdmin(config.distDir))
    lines.push(`  No built admin in ${config.distDir}: serving the API only (run "npm run build").`);
  if (seeded.demoSteps.length) lines.push(`  Demo data seeded: ${seeded.demoSteps.join(', ')}`);
  if (seeded.createdSuperuser?.generatedPassword) {
    lines.push(
      '',
      '  First superuser created. Sign in with:',
      `    e-mail:   ${seeded.createdSuperuser.email}`,
      `    password: ${seeded.createdSuperuser.generatedPassword}`,
      '  (shown this once; set FIRST_SUPERUSER_PASSWORD to choose it yourself)',
    );
  } else if (seeded.createdSuperuser) {
    lines.push(
      '',
      `  First superuser created: ${seeded.createdSuperuser.email} (password from FIRST_SUPERUSER_PASSWORD)`,
    );
  }
  // Printed, not logged: the generated password must never reach the log stream.
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
