// Child process of bench/products.bench.mjs: opens PGlite (a temporary directory) or the PostgreSQL database
// BENCH_DB_URL, migrates, seeds BENCH_PRODUCTS products (20 categories, 200 authors) in bulk SQL, and serves on
// BENCH_PORT the real app plus, on the same app and guard, the ceiling: GET /api/bench-ceiling answering a fixed
// first page of the product list without the database. Prints one JSON line
// {ready, token, total, seedSeconds, categories, skus, isbns} when listening; exits on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { requireUser } from '../../server/src/auth/guards';
import { createAccessToken } from '../../server/src/auth/tokens';
import { createUser } from '../../server/src/auth/users';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/db/migrate';

const dataDir = mkdtempSync(path.join(tmpdir(), 'products-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789', SEED_DEMO: 'false', LOG_LEVEL: 'silent', PORT: process.env.BENCH_PORT });
const url = process.env.BENCH_DB_URL || undefined;
const count = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const database = await openDatabase(url ? { url, poolSize: Number(process.env.BENCH_POOL ?? 10) } : {});
await migrateDatabase(database);
const { db } = database;
const started = performance.now();

const WORDS = ['אהבה', 'חושך', 'ים', 'עיר', 'לילה', 'בית', 'שיר', 'אור', 'זמן', 'מלח', 'אדמה', 'רוח', 'סיפור', 'ספר', 'ילדים', 'מסע', 'חלום', 'גן', 'שמש', 'מדבר'];
const words = sql`${sql.param(WORDS)}::text[]`;
await db.execute(sql`insert into product_categories (name, slug) select 'קטגוריה ' || g, 'category-' || g from generate_series(1, 20) g`);
await db.execute(sql`insert into authors (name) select 'סופר ' || g from generate_series(1, 200) g`);
// ISBN-13 978 + 9 digits of g + its check digit (weights 1,3,1,3...), SKU-0000001, names of three words and a number.
await db.execute(sql`
  insert into products (name, slug, sku, kind, price, sale_price, stock_quantity, category_ids, author_ids, isbn, publisher, pages, language, is_active, created_at, updated_at)
  select (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || (${words})[1 + (g / 400) % 20] || ' ' || g,
    'product-' || g,
    'SKU-' || lpad(g::text, 7, '0'),
    (array['printed_book','ebook','audiobook','merchandise','event_ticket'])[1 + g % 5],
    1990 + (g % 200) * 100,
    case when g % 7 = 0 then 990 + (g % 100) * 10 end,
    g % 50,
    case when g % 3 = 0 then array[1 + g % 20, 1 + (g / 20) % 20] else array[1 + g % 20] end,
    array[1 + g % 200],
    d || ((10 - (select sum(substr(d, i, 1)::int * case when i % 2 = 0 then 3 else 1 end) from generate_series(1, 12) i) % 10) % 10)::text,
    (array['עם עובד','כנרת','מודן','כתר','הספרייה החדשה'])[1 + g % 5],
    100 + g % 400,
    'עברית',
    g % 10 <> 0,
    now() - (g * interval '1 minute'), now()
  from (select g, '978' || lpad(g::text, 9, '0') as d from generate_series(1, ${count}) g) s`);
await db.execute(sql`vacuum analyze products`);
const seedSeconds = (performance.now() - started) / 1000;

const user = await createUser(db, { email: 'bench@example.com', password: 'bench-password', firstName: 'Bench' });
const token = await createAccessToken(config, user!);
const app = await buildApp({ db, config, logger: false });
// The ceiling: the list's first page as it answers, kept in memory, behind the same guard.
let fixedPage: { total: number } = { total: 0 };
await app.register(async (scope) => {
  scope.addHook('onRequest', requireUser);
  scope.get('/api/bench-ceiling', async () => fixedPage);
});
fixedPage = (await app.inject({ method: 'GET', url: '/api/ecommerce/list_products', headers: { authorization: `Bearer ${token}` } })).json();
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ ready: true, token, total: fixedPage.total, seedSeconds }) + '\n');

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
