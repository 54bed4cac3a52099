// npm run soak: the server killed with SIGKILL in the middle of a 10,000-row customer import, of merges and of
// checkouts, then started again on the same data (a PGlite directory, a PostgreSQL database). The database must
// open, and each operation must be all or nothing: the import's 10,000 people all there or none, a merged duplicate
// either untouched or gone with everything moved, and the stock taken exactly for the orders placed.
// SOAK_ONLY=pglite|postgres picks one backend; SOAK_ROUNDS (default 3) rounds of each kind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiServer } from './api-server.mjs';

const PORT = Number(process.env.SOAK_PORT ?? 8190);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 3);
const EMAIL = 'soak@example.com';
const PASSWORD = 'Soak-test-password-1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.floor(Math.random() * (max - min));

function fail(message) {
  console.error(`FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

async function start(env) {
  try {
    return await startApiServer({
      port: PORT,
      admin: { email: EMAIL, password: PASSWORD },
      env: { SEED_DEMO: 'false', ...env },
      timeoutMs: 120_000,
    });
  } catch (error) {
    return fail(error.message);
  }
}

function kill(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function signIn() {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) fail(`sign-in answered ${res.status}`);
  const { access_token } = await res.json();
  return async (method, url, body) => {
    const r = await fetch(`${BASE}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  };
}

/** Sends a request and kills the server `afterMs` later, whatever the request is doing; the answer, if any came. */
async function killDuring(server, send, afterMs) {
  const pending = send().catch(() => null);
  await sleep(afterMs);
  await kill(server.child);
  return pending;
}

/** Sends requests at once and kills the server `afterMs` after the first answer: some done, some on their way. */
async function killAmong(server, sends, afterMs) {
  let first;
  const answered = new Promise((resolve) => (first = resolve));
  const pending = sends.map((send) =>
    send().then(
      (r) => (first(), r),
      () => null,
    ),
  );
  await Promise.race([answered, sleep(30_000)]);
  await sleep(afterMs);
  await kill(server.child);
  return (await Promise.all(pending)).filter((r) => r && r.status < 300).length;
}

const total = async (api, q) => (await api('GET', `/person/?q=${encodeURIComponent(q)}&limit=1`)).body.total;

async function importRound(env, round) {
  let server = await start(env);
  let api = await signIn();
  const mark = `soakimp${round}x${Date.now().toString(36)}`;
  const records = Array.from({ length: 10_000 }, (_, i) => ({
    first_name: 'קורא',
    last_name: mark,
    emails: [{ value: `${mark}-${i}@example.com` }],
  }));
  const afterMs = between(1000, 9000);
  const answer = await killDuring(server, () => api('POST', '/person/import', { records }), afterMs);
  server = await start(env);
  api = await signIn();
  const found = await total(api, mark);
  if (found !== 0 && found !== 10_000) fail(`import killed after ${afterMs} ms: ${found} of 10,000 people are there`);
  if (answer?.status === 200 || answer?.status === 201) {
    if (found !== 10_000) fail(`the import was acknowledged but ${found} people are there`);
  }
  await kill(server.child);
  return { afterMs, acknowledged: Boolean(answer), people: found, restartMs: server.startMs };
}

async function mergeRound(env, round) {
  let server = await start(env);
  let api = await signIn();
  const mark = `soakmrg${round}x${Date.now().toString(36)}`;
  const pairs = [];
  for (let i = 0; i < 20; i += 1) {
    const kept = await api('POST', '/person/', {
      first_name: 'שומר',
      last_name: `${mark}k${i}`,
      emails: [{ value: `${mark}-k${i}@example.com` }],
    });
    const dup = await api('POST', '/person/', {
      first_name: 'כפיל',
      last_name: `${mark}d${i}`,
      emails: [{ value: `${mark}-d${i}@example.com` }],
      phones: [{ value: `+9725${String(4000000 + round * 1000 + i).padStart(8, '0')}` }],
    });
    for (const content of ['הערה ראשונה', 'הערה שנייה'])
      await api('POST', '/note/', { ref_id: dup.body.id, category: 'general', content });
    pairs.push([kept.body.id, dup.body.id]);
  }
  const afterMs = between(0, 40);
  const acknowledged = await killAmong(
    server,
    pairs.map(
      ([kept, dup]) =>
        () =>
          api('POST', `/person/${kept}/merge`, { duplicate_id: dup }),
    ),
    afterMs,
  );
  server = await start(env);
  api = await signIn();
  let merged = 0;
  for (const [keptId, dupId] of pairs) {
    const kept = await api('GET', `/person/${keptId}`);
    const dup = await api('GET', `/person/${dupId}`);
    const keptNotes = (await api('GET', `/note/?ref_id=${keptId}&type=person&limit=100`)).body;
    const notesOnKept = Array.isArray(keptNotes) ? keptNotes.length : (keptNotes.items ?? []).length;
    if (dup.status === 404) {
      merged += 1;
      if (kept.body.emails.length !== 2 || kept.body.phones.length !== 1 || notesOnKept !== 2)
        fail(
          `a merge half done: kept ${keptId} has ${kept.body.emails.length} e-mails, ${kept.body.phones.length} phones, ${notesOnKept} notes`,
        );
    } else if (dup.status === 200) {
      if (kept.body.emails.length !== 1 || notesOnKept !== 0 || dup.body.emails.length !== 1)
        fail(`an unmerged pair changed: ${keptId} / ${dupId}`);
    } else fail(`reading ${dupId} answered ${dup.status}`);
  }
  if (merged < acknowledged) fail(`${acknowledged} merges were acknowledged but ${merged} are there`);
  await kill(server.child);
  return { afterMs, acknowledged, merged, of: pairs.length };
}

async function checkoutRound(env, round) {
  let server = await start(env);
  let api = await signIn();
  const product = await api('POST', '/ecommerce/product', {
    name: `מלאי ${round} ${Date.now()}`,
    price: 4900,
    stock_quantity: 1000,
    track_stock: true,
    kind: 'printed_book',
  });
  if (product.status !== 201) fail(`product answered ${product.status} ${JSON.stringify(product.body)}`);
  const carts = [];
  for (let i = 0; i < 20; i += 1) {
    const cart = await api('POST', '/ecommerce/cart', {});
    await api('POST', `/ecommerce/cart/${cart.body.id}/items`, { product_id: product.body.id, quantity: 3 });
    carts.push(cart.body.id);
  }
  const afterMs = between(0, 60);
  const acknowledged = await killAmong(
    server,
    carts.map((id) => () => api('POST', `/ecommerce/cart/${id}/checkout`)),
    afterMs,
  );
  server = await start(env);
  api = await signIn();
  let placed = 0;
  for (const id of carts) if ((await api('GET', `/ecommerce/cart/${id}`)).body.status !== 'open') placed += 1;
  const stock = (await api('GET', `/ecommerce/product/${product.body.id}`)).body.stock_quantity;
  if (stock !== 1000 - 3 * placed) fail(`stock ${stock} after ${placed} orders of 3 (expected ${1000 - 3 * placed})`);
  if (placed < acknowledged) fail(`${acknowledged} checkouts were acknowledged but ${placed} orders are there`);
  await kill(server.child);
  return { afterMs, acknowledged, placed, of: carts.length, stock };
}

async function onBackend(name, env) {
  const results = { backend: name, import: [], merge: [], checkout: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    results.import.push(await importRound(env, round));
    results.merge.push(await mergeRound(env, round));
    results.checkout.push(await checkoutRound(env, round));
  }
  console.log(JSON.stringify(results));
}

const only = process.env.SOAK_ONLY;
if (only !== 'pglite') {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `soak_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    const u = new URL(url);
    u.pathname = `/${database}`;
    await onBackend('postgres', { DATABASE_URL: u.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'soak-pg-')) });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-pglite-'));
  try {
    await onBackend('pglite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(process.exitCode ? 'soak: FAILED' : 'soak: every operation was all or nothing');
