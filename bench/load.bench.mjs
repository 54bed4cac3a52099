// Load: two server processes on one PostgreSQL database with the demo data, 50 connections for 60 s
// (LOAD_SECONDS, LOAD_CONNECTIONS), spread over both, mixing reads (customer and product lists and searches, a
// customer's page) with writes (notes, authors, customer edits, small imports, merges). At the end every acknowledged
// write is in the database once and nothing else is there: 0 lost, 0 duplicated, 0 errors. Prints requests per
// second and p50/p99 for reads and writes. BENCH_PG_URL names the server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiServer } from './api-server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const PORTS = [8191, 8192];
const EMAIL = 'load@example.com';
const PASSWORD = 'Load-test-password-1';
const MARK = `load${Date.now().toString(36)}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const start = async (port, env) =>
  (await startApiServer({ port, admin: { email: EMAIL, password: PASSWORD }, env })).child;

async function token(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: EMAIL, password: PASSWORD }),
  });
  return (await res.json()).access_token;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `load_${Date.now()}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${database}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${database}`;
const env = { DATABASE_URL: dbUrl.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'load-')) };
const servers = [];
let failed = false;
try {
  servers.push(await start(PORTS[0], env)); // seeds the demo data
  servers.push(await start(PORTS[1], env));
  const tokens = await Promise.all(PORTS.map(token));
  const call = async (i, method, route, body) => {
    const port = PORTS[i % 2];
    const r = await fetch(`http://127.0.0.1:${port}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${tokens[i % 2]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  };
  const people = (await call(0, 'GET', '/person/?limit=200')).body.items.map((p) => p.id);
  const products = (await call(0, 'GET', '/ecommerce/list_products?limit=100')).body.items.map((p) => p.id);

  const reads = [
    () => ['GET', `/person/?q=${encodeURIComponent(pick(['כהן', 'לוי', 'דנה', '050', 'gmail']))}&limit=25`],
    () => ['GET', '/person/?limit=25&skip=50'],
    () => ['GET', `/person/${pick(people)}`],
    () => ['GET', `/ecommerce/list_products?limit=20&offset=${Math.floor(Math.random() * 60)}`],
    () => ['GET', `/ecommerce/list_products?q=${encodeURIComponent(pick(['ספר', 'שירה', 'אודיו']))}`],
    () => ['GET', `/ecommerce/product/${pick(products)}`],
    () => ['GET', `/note/?ref_id=${pick(people)}&type=person`],
  ];
  const acknowledged = { notes: [], authors: [], imported: [], merged: [], edits: 0 };
  let seq = 0;
  const writes = [
    async (i) => {
      const content = `${MARK} note ${++seq}`;
      const r = await call(i, 'POST', '/note/', { ref_id: pick(people), type: 'person', category: 'general', content });
      if (r.status === 201) acknowledged.notes.push(content);
      return r;
    },
    async (i) => {
      const name = `${MARK} author ${++seq}`;
      const r = await call(i, 'POST', '/authors/', { name });
      if (r.status === 201) acknowledged.authors.push(name);
      return r;
    },
    async (i) => {
      const r = await call(i, 'PUT', `/person/${pick(people)}`, { roles: ['customer'] });
      if (r.status === 200) acknowledged.edits += 1;
      return r;
    },
    async (i) => {
      const batch = ++seq;
      const records = Array.from({ length: 20 }, (_, k) => ({
        first_name: 'עומס',
        last_name: `${MARK}imp${batch}`,
        emails: [{ value: `${MARK}-${batch}-${k}@example.com` }],
      }));
      const r = await call(i, 'POST', '/person/import', { records });
      if (r.status === 200 || r.status === 201) acknowledged.imported.push(`${MARK}imp${batch}`);
      return r;
    },
    async (i) => {
      const n = ++seq;
      const kept = await call(i, 'POST', '/person/', { first_name: 'שומר', last_name: `${MARK}keep${n}` });
      const dup = await call(i + 1, 'POST', '/person/', {
        first_name: 'כפיל',
        last_name: `${MARK}dup${n}`,
        emails: [{ value: `${MARK}-dup${n}@example.com` }],
      });
      const r = await call(i, 'POST', `/person/${kept.body.id}/merge`, { duplicate_id: dup.body.id });
      if (r.status === 200) acknowledged.merged.push([kept.body.id, dup.body.id, `${MARK}-dup${n}@example.com`]);
      return r;
    },
  ];

  const latency = { read: [], write: [] };
  const errors = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      while (Date.now() < until) {
        const isWrite = Math.random() < 0.3;
        const begun = performance.now();
        const r = isWrite ? await pick(writes)(i) : await call(i, ...pick(reads)());
        latency[isWrite ? 'write' : 'read'].push(performance.now() - begun);
        if (r.status >= 400) errors.push(r.status);
      }
    }),
  );

  // Every acknowledged write is there once, and nothing else with the mark.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const count = async (q, params) => Number((await db.query(q, params)).rows[0].n);
  const checks = {
    notes: [
      await count(`select count(*) n from notes where content like $1`, [`${MARK} note %`]),
      acknowledged.notes.length,
    ],
    distinctNotes: [
      await count(`select count(distinct content) n from notes where content like $1`, [`${MARK} note %`]),
      acknowledged.notes.length,
    ],
    authors: [
      await count(`select count(*) n from authors where name like $1`, [`${MARK} author %`]),
      acknowledged.authors.length,
    ],
    imported: [
      await count(`select count(*) n from people where last_name like $1`, [`${MARK}imp%`]),
      acknowledged.imported.length * 20,
    ],
    mergedDuplicatesGone: [
      await count(`select count(*) n from people where id = any($1::int[])`, [acknowledged.merged.map((m) => m[1])]),
      0,
    ],
    mergedEmailsMoved: [
      await count(`select count(*) n from person_emails where person_id = any($1::int[])`, [
        acknowledged.merged.map((m) => m[0]),
      ]),
      acknowledged.merged.length,
    ],
  };
  await db.end();
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const [r, w] = [sorted(latency.read), sorted(latency.write)];
  const result = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    processes: 2,
    requestsPerSecond: Math.round((r.length + w.length) / SECONDS),
    reads: { count: r.length, p50: Math.round(percentile(r, 50)), p99: Math.round(percentile(r, 99)) },
    writes: {
      count: w.length,
      p50: Math.round(percentile(w, 50)),
      p99: Math.round(percentile(w, 99)),
      notes: acknowledged.notes.length,
      authors: acknowledged.authors.length,
      imports: acknowledged.imported.length,
      merges: acknowledged.merged.length,
      edits: acknowledged.edits,
    },
    errors: errors.length,
    checks,
  };
  console.log(JSON.stringify(result));
  const wrong = Object.entries(checks).filter(([, [found, expected]]) => found !== expected);
  if (errors.length || wrong.length) {
    failed = true;
    console.error(
      `load: FAILED: ${errors.length} errors (${[...new Set(errors)].join(', ')}); ${wrong.map(([k, [f, e]]) => `${k} ${f} ≠ ${e}`).join('; ')}`,
    );
  } else console.log('load: every acknowledged write is there once, no errors');
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await sleep(1500);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
