// Child process of bench/products.bench.mjs: opens PGlite (a temporary directory) or the PostgreSQL database
// BENCH_DB_URL, migrates, seeds BENCH_PRODUCTS products (20 categories, 200 authors) in bulk SQL, and serves on
// BENCH_PORT the real app plus, on the same app and guard, the ceiling: GET /api/bench-ceiling answering a fixed
// first page of the product list without the database. Prints one JSON line
// {ready, token, total, seedSeconds, categories, skus, isbns} when listening; exits on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { requireUser } from '../../server/src/auth/guards';
import { openDatabase } from '../../server/src/db/client';
import { benchConfig, benchToken, stopOnSignal } from '../bench-app';
import { migrateDatabase } from '../../server/src/setup/migrate';
import { seedProducts } from './seed';

const dataDir = mkdtempSync(path.join(tmpdir(), 'products-bench-'));
const config = benchConfig(dataDir, process.env.BENCH_PORT);
const url = process.env.BENCH_DB_URL || undefined;
const count = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const database = await openDatabase(url ? { url, poolSize: Number(process.env.BENCH_POOL ?? 10) } : {});
await migrateDatabase(database);
const { db } = database;
const started = performance.now();

await seedProducts(db, count);
const seedSeconds = (performance.now() - started) / 1000;

// a superuser: the bench measures the list, not the role check (a route the catalogue does not name, as the ceiling, is superuser-only)
const token = await benchToken(db, config);
const app = await buildApp({ db, config, logger: false });
// The ceiling: the list's first page as it answers, kept in memory, behind the same guard.
let fixedPage: { total: number } = { total: 0 };
await app.register(async (scope) => {
  scope.addHook('onRequest', requireUser);
  scope.get('/api/bench-ceiling', async () => fixedPage);
});
fixedPage = (
  await app.inject({
    method: 'GET',
    url: '/api/ecommerce/list_products',
    headers: { authorization: `Bearer ${token}` },
  })
).json();
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ ready: true, token, total: fixedPage.total, seedSeconds }) + '\n');

stopOnSignal(app, database, dataDir);
