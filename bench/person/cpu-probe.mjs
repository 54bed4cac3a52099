// CPU per request of the person list, split between the Node server and its PostgreSQL backends (read from /proc,
// so it holds up better than wall time on a busy machine). Not part of `npm run bench`; a tool for finding where a
// request's time goes:
//   node bench/person/cpu-probe.mjs              (100,000 people; PROBE_REQUESTS per scenario, default 2000)
//   PROBE_ONLY='ceiling,first pages' BENCH_PEOPLE=20000 node bench/person/cpu-probe.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 2000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 8415;
const TICK_MS = 10; // USER_HZ 100

let state = 12345;
const rand = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = (list) => list[Math.floor(rand() * list.length)];
const mobileOf = (g) => `${['0', '2', '3', '4', '8'][g % 5]}${String(g).padStart(7, '0')}`;
const randomG = () => 1 + Math.floor(rand() * PEOPLE);
const scenarios = {
  ceiling: ['/api/bench-ceiling/person/', () => `?limit=100&skip=${pick([0, 100, 200])}`],
  'first pages': ['/api/person/', () => `?limit=100&skip=${pick([0, 100, 200, 300, 400, 500, 600, 700, 800, 900])}`],
  'deep pages': [
    '/api/person/',
    () => `?limit=100&skip=${Math.floor(PEOPLE / 2) + Math.floor(rand() * (PEOPLE / 2 - 100))}`,
  ],
  'search name': [
    '/api/person/',
    () => `?limit=100&q=${encodeURIComponent(pick(['כהן', 'לוי', 'נועה פרץ', 'שירה גולן']))}`,
  ],
  'search e-mail': ['/api/person/', () => `?limit=100&q=${encodeURIComponent(`user${randomG()}@example.com`)}`],
  'search phone': ['/api/person/', () => `?limit=100&q=${encodeURIComponent(`05${mobileOf(randomG())}`)}`],
  'search phone intl': [
    '/api/person/',
    () => {
      const m = mobileOf(randomG());
      return `?limit=100&q=${encodeURIComponent(`+972-5${m.slice(0, 1)}-${m.slice(1, 4)}-${m.slice(4)}`)}`;
    },
  ],
  'search 6 digits': ['/api/person/', () => `?limit=100&q=${mobileOf(randomG()).slice(2)}`],
};

/** User + system CPU ticks of a process (0 once it is gone: an idle pool connection may close). */
function cpuTicks(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const name = `person_probe_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/person/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    BENCH_PORT: String(PORT),
    BENCH_DB_URL: url.toString(),
    BENCH_PEOPLE: String(PEOPLE),
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const ready = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const m = JSON.parse(line);
        if (m.ready) resolve(m);
      } catch {
        /* not a JSON line */
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  console.log(`probe: ${PEOPLE} people, ${REQUESTS} requests per scenario, one connection; CPU ms per request`);
  console.log('scenario            node   postgres  total   wall p50');
  const only = process.env.PROBE_ONLY?.split(',');
  for (const [label, [base, query]] of Object.entries(scenarios)) {
    if (only && !only.includes(label)) continue;
    const run = async (amount) =>
      autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: 1,
        amount,
        headers: { authorization: `Bearer ${ready.token}` },
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `${base}${query()}` }) }],
      });
    await run(200); // warm up (pool connections, JIT, caches)
    const pids = (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map(
      (r) => r.pid,
    );
    const pgBefore = pids.map(cpuTicks);
    const before = [cpuTicks(child.pid)];
    const result = await run(REQUESTS);
    const after = [cpuTicks(child.pid)];
    const pgAfter = pids.map(cpuTicks);
    // A connection that closed meanwhile (after = 0) did no work for this scenario.
    before.push(pgBefore.reduce((sum, t, i) => sum + (pgAfter[i] ? t : 0), 0));
    after.push(pgAfter.reduce((sum, t) => sum + t, 0));
    if (result.non2xx || result.errors) console.log(`  ${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const nodeMs = ((after[0] - before[0]) * TICK_MS) / REQUESTS;
    const pgMs = ((after[1] - before[1]) * TICK_MS) / REQUESTS;
    console.log(
      `${label.padEnd(18)} ${nodeMs.toFixed(2).padStart(5)}  ${pgMs.toFixed(2).padStart(8)}  ${(nodeMs + pgMs).toFixed(2).padStart(5)}   ${String(result.latency.p50).padStart(5)}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
