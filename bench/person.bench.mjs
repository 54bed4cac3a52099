// Benchmark of GET /api/person?limit=100 with 100,000 people: first pages, deep pages and a search,
// each for a fixed time at 10 connections, on PGlite and on the PostgreSQL server, beside
//   - the ceiling: the same route answering a fixed page without the database, in the same run;
//   - on PGlite, a plain LIMIT/OFFSET + count(*) implementation of the same list (bench/person/plain.ts).
// Goals: PostgreSQL >= 25% of the ceiling with p99 <= 20 ms (deep pages included); PGlite >= 3x plain.
// Each load is measured after BENCH_WARMUP seconds (default 10) of the same load, unmeasured: a server process that
// has run for a while (JIT, prepared statements, the people it keeps in memory) is what staff meet, not one just
// started. Ten seconds let the deep pages read each of their 50,000 people at least once.
//
//   node bench/person.bench.mjs            (npm run bench runs every bench/*.bench.mjs)
//   BENCH_DURATION=5 BENCH_PEOPLE=20000 BENCH_ONLY=pglite node bench/person.bench.mjs
//   BENCH_CONNECTIONS=1 ... (one request at a time: the latency is the service time of one request)
//   BENCH_POOL=4 ... (PostgreSQL connections of the server's pool; default 10, as the product's)
// Ports 8400 (PGlite) and 8410 (PostgreSQL). PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a database person_bench_<time> is created and dropped.
import { startBenchServer, stopBenchServer } from './bench-server.mjs';
import { formatLoad as fmt, loadList, machineLoad, seededRandom, withBenchDatabase } from './list-load.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

const rand = seededRandom();
const pick = (list) => list[Math.floor(rand() * list.length)];

const pageSkips = Array.from({ length: 10 }, (_, i) => i * 100);
/**
 * Deep pages: any skip from the middle to the last page (the route pages the far end from the other side, so the
 * middle is the deepest); ~50,000 different pages, so the route's page cache (kept pages) hardly ever answers.
 */
const deepSkip = () => Math.floor(PEOPLE / 2) + Math.floor(rand() * (PEOPLE / 2 - 100));
const searchTerms = () => {
  const g = 1 + Math.floor(rand() * PEOPLE);
  const mobile = `${['0', '2', '3', '4', '8'][g % 5]}${String(g).padStart(7, '0')}`;
  return pick([
    'כהן',
    'לוי',
    'נועה פרץ',
    'שירה גולן',
    `user${g}@example.com`,
    `05${mobile}`,
    `+972-5${mobile.slice(0, 1)}-${mobile.slice(1, 4)}-${mobile.slice(4)}`,
    `05${mobile.slice(0, 1)}-${mobile.slice(1)}`,
    `${mobile.slice(2)}`,
  ]);
};

// First pages: ten pages, answered from the page cache after the first time (as the admin's list is).
const scenarios = {
  'first pages': () => `?limit=100&skip=${pick(pageSkips)}`,
  'deep pages': () => `?limit=100&skip=${deepSkip()}`,
  search: () => `?limit=100&q=${encodeURIComponent(searchTerms())}`,
};

const startServer = (port, dbUrl) =>
  startBenchServer('bench/person/server.ts', {
    BENCH_PORT: String(port),
    BENCH_DB_URL: dbUrl ?? '',
    BENCH_PEOPLE: String(PEOPLE),
  });
const stopServer = stopBenchServer;

const load = (port, base, token, makeQuery) =>
  loadList({ port, base, token, makeQuery, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });

async function runBackend(name, port, dbUrl) {
  console.log(`\n== ${name}: seeding ${PEOPLE.toLocaleString('en')} people ...`);
  const server = await startServer(port, dbUrl);
  console.log(`   seeded in ${server.seedSeconds.toFixed(1)} s (total ${server.total})`);
  const results = {};
  try {
    results.ceiling = await load(port, '/api/bench-ceiling/person/', server.token, scenarios['first pages']);
    console.log(`   ceiling (fixed page, no database)   ${fmt(results.ceiling)}`);
    for (const [scenario, makeQuery] of Object.entries(scenarios)) {
      results[scenario] = await load(port, '/api/person/', server.token, makeQuery);
      console.log(
        `   ${scenario.padEnd(12)} real               ${fmt(results[scenario])}  = ${((100 * results[scenario].rps) / results.ceiling.rps).toFixed(0)}% of ceiling`,
      );
      if (name === 'PGlite') {
        const plain = await load(port, '/api/bench-plain/person/', server.token, makeQuery);
        results[`${scenario} plain`] = plain;
        console.log(
          `   ${scenario.padEnd(12)} plain LIMIT/OFFSET ${fmt(plain)}  -> real is ${(results[scenario].rps / plain.rps).toFixed(1)}x`,
        );
      }
    }
  } finally {
    await stopServer(server);
  }
  return results;
}

const verdicts = [];
console.log(
  `person list benchmark: ${PEOPLE.toLocaleString('en')} people, ${CONNECTIONS} connections, ${DURATION} s per load after ${WARMUP} s of warm-up; ${machineLoad()}`,
);
if (ONLY !== 'postgres') {
  const r = await runBackend('PGlite', 8400);
  for (const scenario of Object.keys(scenarios)) {
    const factor = r[scenario].rps / r[`${scenario} plain`].rps;
    verdicts.push(`PGlite ${scenario}: ${factor.toFixed(1)}x plain (goal >= 3x) ${factor >= 3 ? 'MET' : 'NOT MET'}`);
  }
}
if (ONLY !== 'pglite') {
  const r = await withBenchDatabase('person', PG_URL, (url) => runBackend('PostgreSQL', 8410, url));
  for (const scenario of Object.keys(scenarios)) {
    const share = r[scenario].rps / r.ceiling.rps;
    const ok = share >= 0.25 && r[scenario].p99 <= 20;
    verdicts.push(
      `PostgreSQL ${scenario}: ${(share * 100).toFixed(0)}% of ceiling, p99 ${r[scenario].p99} ms (goal >= 25%, <= 20 ms) ${ok ? 'MET' : 'NOT MET'}`,
    );
  }
}
console.log(
  `\n${verdicts.join('\n')}\n(${machineLoad()}: other work on the machine lowers every number, the ceiling included)`,
);
