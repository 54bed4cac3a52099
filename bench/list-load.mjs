// What the list benches (person, products) share: a repeatable mix of queries, a load against one list route with a
// check of its answer first, the CPU the server and PostgreSQL spend per request, a database of the bench's own, and
// the machine's load printed beside every figure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

/** Deterministic "random" numbers in [0, 1), so every run asks the same mix. */
export function seededRandom(seed = 12345) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

export const machineLoad = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;

/** Runs `work` with the URL of a fresh database named after `prefix`, dropped afterwards. */
export async function withBenchDatabase(prefix, pgUrl, work) {
  const name = `${prefix}_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

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

/**
 * Loads `base` + `makeQuery()` with `connections` for `duration` seconds after `warmup` seconds; one checked request
 * first (a wrong answer must not be measured as speed: `check` may refuse its body). With `serverPid`, the CPU per
 * request of the server and of PostgreSQL too.
 */
export async function loadList({ port, base, token, makeQuery, connections, duration, warmup, serverPid, check }) {
  const first = await fetch(`http://127.0.0.1:${port}${base}${makeQuery()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (first.status !== 200) throw new Error(`${base}: ${first.status} ${await first.text()}`);
  if (check) check(await first.json());
  const run = (seconds) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${base}${makeQuery()}` }) }],
    });
  if (warmup > 0) await run(warmup);
  const before = serverPid ? cpuNow(serverPid) : undefined;
  const result = await run(duration);
  const after = serverPid ? cpuNow(serverPid) : undefined;
  const per = (key) => (1000 * (after[key] - before[key])) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(serverPid ? { serverUs: per('server'), postgresUs: per('postgres') } : {}),
  };
}

/** A load's figures on one line. */
export const formatLoad = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${
    r.serverUs === undefined
      ? ''
      : `  CPU/request: server ${r.serverUs.toFixed(0).padStart(4)} us, PostgreSQL ${r.postgresUs.toFixed(0).padStart(4)} us`
  }${r.errors ? `  ERRORS ${r.errors}` : ''}`;
