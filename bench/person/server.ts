// Child process of bench/person.bench.mjs: opens PGlite (in memory) or the PostgreSQL database BENCH_DB_URL,
// migrates, seeds BENCH_PEOPLE people, and serves on BENCH_PORT the real app plus, on the same app and hooks:
//   /api/bench-ceiling/person  the person list route answering a fixed page without the database (the ceiling)
//   /api/bench-plain/person    the plain LIMIT/OFFSET + count(*) implementation (plain.ts)
// Prints one JSON line {ready, token, total, seedSeconds} when listening; exits on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/client';
import { benchConfig, benchToken, stopOnSignal } from '../bench-app';
import { migrateDatabase } from '../../server/src/setup/migrate';
import { listPeople } from '../../server/src/people/list';
import personRoutes from '../../server/src/routes/person';
import plainRoutes from './plain';
import { seedPeople } from './seed';

const dataDir = mkdtempSync(path.join(tmpdir(), 'person-bench-'));
const config = benchConfig(dataDir, process.env.BENCH_PORT);
const url = process.env.BENCH_DB_URL || undefined;
const count = Number(process.env.BENCH_PEOPLE ?? 100_000);

const database = await openDatabase(url ? { url, poolSize: Number(process.env.BENCH_POOL ?? 10) } : {});
await migrateDatabase(database);
const started = performance.now();
await seedPeople(database.db, count);
const seedSeconds = (performance.now() - started) / 1000;

const token = await benchToken(database.db, config);
const fixedPage = await listPeople(database.db, { skip: 0, limit: 100, sort: 'id', order: 'desc' });

const app = await buildApp({ db: database.db, config, logger: false });
await app.register(personRoutes, { prefix: '/api/bench-ceiling/person', benchFixedPage: fixedPage });
await app.register(plainRoutes, { prefix: '/api/bench-plain/person' });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ ready: true, token, total: fixedPage.total, seedSeconds }) + '\n');

stopOnSignal(app, database, dataDir);
