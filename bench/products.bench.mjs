// Benchmark of the factory's generic list on the shop's products: GET /api/ecommerce/list_products with
// 100,000 products (20 a page, as the admin asks), each load for a fixed time at 10 connections after a warm-up, on
// PostgreSQL and on PGlite, beside the Fastify ceiling in the same run (the same guard answering a fixed page
// without the database). Loads: first pages, deep pages, search by name, by SKU, by ISBN, filter by category.
// Each line also gives the CPU a request cost the server and PostgreSQL (every postgres process's, from /proc, so
// other work on the same database adds to it): on a loaded machine the rates swing, the CPU a request costs much less.
// Goal: on PostgreSQL each load reaches >= 25% of the ceiling with p99 <= 50 ms. No product-specific tuning: the
// product entity is an ordinary defineCrud declaration (server/src/entities/products.ts).
// The list keeps pages until their table changes (server/src/crud/list-cache.ts): loads asking the same pages again
// (10 first pages, 400 name searches, 100 category pages) mostly measure kept pages; SKUs, ISBNs (100,000 each) and
// deep pages (2,500) mostly first reads. README's shop benchmark gives both kinds side by side.
//
//   node bench/products.bench.mjs          (npm run bench runs every bench/*.bench.mjs)
//   BENCH_DURATION=5 BENCH_WARMUP=3 BENCH_PRODUCTS=20000 BENCH_ONLY=postgres BENCH_LOADS=first,deep node bench/products.bench.mjs
// Ports 8420 (PGlite) and 8430 (PostgreSQL). PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a database products_bench_<time> is created and dropped.
import { startBenchServer, stopBenchServer } from './bench-server.mjs';
import { formatLoad as fmt, loadList, machineLoad, seededRandom, withBenchDatabase } from './list-load.mjs';
import { isbnOf, WORDS } from './products/words.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;
/** BENCH_LOADS: only the loads whose names contain one of these comma-separated words (e.g. "first,category"). */
const LOADS = process.env.BENCH_LOADS?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const LIST = '/api/ecommerce/list_products';

const rand = seededRandom();
const any = (n) => 1 + Math.floor(rand() * n);

const scenarios = {
  'first pages': () => `?limit=20&offset=${20 * Math.floor(rand() * 10)}`,
  // any page of the second half: ~2,500 different pages
  'deep pages': () => `?limit=20&offset=${Math.floor(PRODUCTS / 2) + 20 * Math.floor(rand() * (PRODUCTS / 40 - 1))}`,
  'search name': () => `?limit=20&q=${encodeURIComponent(`${WORDS[any(20) - 1]} ${WORDS[any(20) - 1]}`)}`,
  'search SKU': () => `?limit=20&q=${`SKU-${String(any(PRODUCTS)).padStart(7, '0')}`}`,
  'search ISBN': () => `?limit=20&q=${isbnOf(any(PRODUCTS))}`,
  category: () => `?limit=20&category_ids=${any(20)}&offset=${20 * Math.floor(rand() * 5)}`,
};

const chosen = Object.entries(scenarios).filter(([name]) => !LOADS || LOADS.some((word) => name.includes(word)));

const startServer = (port, dbUrl) =>
  startBenchServer('bench/products/server.ts', {
    BENCH_PORT: String(port),
    BENCH_DB_URL: dbUrl ?? '',
    BENCH_PRODUCTS: String(PRODUCTS),
  });
const stopServer = stopBenchServer;

/** A load of one route; the product list must answer with products. */
const load = (port, base, token, makeQuery, serverPid) =>
  loadList({
    port,
    base,
    token,
    makeQuery,
    serverPid,
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
    check: (body) => {
      if (!Array.isArray(body.items) || (base === LIST && body.items.length === 0))
        throw new Error(`${base}: no items`);
    },
  });

async function runBackend(name, port, dbUrl) {
  console.log(`\n== ${name}: seeding ${PRODUCTS.toLocaleString('en')} products ...`);
  const server = await startServer(port, dbUrl);
  console.log(`   seeded in ${server.seedSeconds.toFixed(1)} s (total ${server.total})`);
  const results = {};
  try {
    results.ceiling = await load(port, '/api/bench-ceiling', server.token, () => '', server.child.pid);
    console.log(`   ceiling (fixed page, no database) ${fmt(results.ceiling)}`);
    for (const [scenario, makeQuery] of chosen) {
      results[scenario] = await load(port, LIST, server.token, makeQuery, server.child.pid);
      console.log(
        `   ${scenario.padEnd(32)} ${fmt(results[scenario])}  = ${((100 * results[scenario].rps) / results.ceiling.rps).toFixed(0)}% of ceiling`,
      );
    }
  } finally {
    await stopServer(server);
  }
  return results;
}

const verdicts = [];
let met = true;
console.log(
  `product list benchmark: ${PRODUCTS.toLocaleString('en')} products, ${CONNECTIONS} connections, ${DURATION} s per load after ${WARMUP} s of warm-up; ${machineLoad()}`,
);
if (ONLY !== 'pglite') {
  const r = await withBenchDatabase('products', PG_URL, (url) => runBackend('PostgreSQL', 8430, url));
  for (const [scenario] of chosen) {
    const share = r[scenario].rps / r.ceiling.rps;
    const ok = share >= 0.25 && r[scenario].p99 <= 50 && !r[scenario].errors;
    if (!ok) met = false;
    verdicts.push(
      `PostgreSQL ${scenario}: ${(share * 100).toFixed(0)}% of ceiling, p99 ${r[scenario].p99} ms (goal >= 25%, <= 50 ms) ${ok ? 'MET' : 'NOT MET'}`,
    );
  }
}
if (ONLY !== 'postgres') {
  const r = await runBackend('PGlite', 8420);
  for (const [scenario] of chosen) {
    verdicts.push(
      `PGlite ${scenario}: ${((100 * r[scenario].rps) / r.ceiling.rps).toFixed(0)}% of ceiling, p99 ${r[scenario].p99} ms (no goal: one process, one connection)`,
    );
  }
}
console.log(
  `\n${verdicts.join('\n')}\n(${machineLoad()}: other work on the machine lowers every number, the ceiling included)`,
);
process.exit(met ? 0 : 1);
