// Start the server: read the configuration, open and migrate the database, seed, listen, print where to sign in.
import { buildApp } from './app';
import { startBillingScheduler } from './billing/scheduler';
import { paymentProviderFor } from './billing/providers';
import { startCmsScheduler } from './cms/scheduler';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { startFormUploadSweep } from './forms/upload-sweep';
import { createNewsletterWorker } from './newsletter/worker';
import { hasBuiltAdmin } from './spa';
import { startSupportScheduler } from './support/scheduler';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, config);
  const app = await buildApp({ db: database.db, config });

  let closing = false;
  let stopBilling = () => undefined as void;
  let stopCms = () => undefined as void;
  const newsletterWorker = createNewsletterWorker({ db: database.db, mailer: app.mailer, config, log: app.log });
  let stopSupport = () => undefined as void;
  let stopUploadSweep = () => undefined as void;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopBilling();
    stopCms();
    await newsletterWorker.stop();
    stopSupport();
    stopUploadSweep();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopBilling = startBillingScheduler(database.db, paymentProviderFor(database.db, config), config.billingIntervalMinutes, app.log);
  stopCms = startCmsScheduler(database.db, config.cmsPublishIntervalSeconds, app.log);
  newsletterWorker.start();
  stopSupport = startSupportScheduler(database.db, config, app.log);
  stopUploadSweep = startFormUploadSweep(database.db, app.storage, config.formUploadSweepMinutes, app.log);

  const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pgdata`;
  const lines = [
    '',
    `  Admin is running at ${config.publicUrl}/`,
    `  API: ${config.publicUrl}/api   docs: ${config.publicUrl}/api/docs`,
    `  Database: ${where}`,
  ];
  if (!hasBuiltAdmin(config.distDir)) lines.push(`  No built admin in ${config.distDir}: serving the API only (run "npm run build").`);
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
    lines.push('', `  First superuser created: ${seeded.createdSuperuser.email} (password from FIRST_SUPERUSER_PASSWORD)`);
  }
  // Printed, not logged: the generated password must never reach the log stream.
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
