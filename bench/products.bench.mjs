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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer, stopBenchServer } from './bench-server.mjs';

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

// Deterministic "random" choices, so every run asks the same mix.
let state = 12345;
const rand = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const any = (n) => 1 + Math.floor(rand() * n);
const WORDS = [
  'אהבה',
  'חושך',
  'ים',
  'עיר',
  'לילה',
  'בית',
  'שיר',
  'אור',
  'זמן',
  'מלח',
  'אדמה',
  'רוח',
  'סיפור',
  'ספר',
  'ילדים',
  'מסע',
  'חלום',
  'גן',
  'שמש',
  'מדבר',
];
const isbnOf = (g) => {
  const d = `978${String(g).padStart(9, '0')}`;
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (sum % 10)) % 10);
};

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

/** CPU time (ms) used so far by the processes whose /proc stat line `match` accepts (Linux; elsewhere 0). */
const cpuMs = (match) => {
  let total = 0;
  for (const pid of existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (!match(pid, stat)) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  }
  return total;
};
/** The CPU of the bench's server and of PostgreSQL's processes, to tell a request's cost apart from the machine's load. */
const cpuNow = (serverPid) => ({
  server: cpuMs((pid) => pid === String(serverPid)),
  postgres: cpuMs((_, stat) => stat.includes('(postgres)')),
});

async function load(port, base, token, makeQuery, serverPid) {
  // One check request first: a wrong answer must not be measured as speed.
  const check = await fetch(`http://127.0.0.1:${port}${base}${makeQuery()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (check.status !== 200) throw new Error(`${base}: ${check.status} ${await check.text()}`);
  const body = await check.json();
  if (!Array.isArray(body.items) || (base === LIST && body.items.length === 0)) throw new Error(`${base}: no items`);
  const run = (duration) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${base}${makeQuery()}` }) }],
    });
  if (WARMUP > 0) await run(WARMUP);
  const before = cpuNow(serverPid);
  const result = await run(DURATION);
  const after = cpuNow(serverPid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const per = (key) => (1000 * (after[key] - before[key])) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors,
    serverUs: per('server'),
    postgresUs: per('postgres'),
  };
}

const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  CPU/request: server ${r.serverUs.toFixed(0).padStart(4)} us, PostgreSQL ${r.postgresUs.toFixed(0).padStart(4)} us${r.errors ? `  ERRORS ${r.errors}` : ''}`;

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

async function withBenchDatabase(work) {
  const name = `products_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const verdicts = [];
let met = true;
const machineLoad = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;
console.log(
  `product list benchmark: ${PRODUCTS.toLocaleString('en')} products, ${CONNECTIONS} connections, ${DURATION} s per load after ${WARMUP} s of warm-up; ${machineLoad()}`,
);
if (ONLY !== 'pglite') {
  const r = await withBenchDatabase((url) => runBackend('PostgreSQL', 8430, url));
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
