// The three-process kill bench: three server processes on one fresh PostgreSQL database (a throwaway database on
// BENCH_PG_URL), a client writing and reading over the API against all three, and due work on the job queue:
// subscriptions due for charge (the sandbox payment provider), a newsletter campaign to BENCH_CLUSTER_CONTACTS (10,000)
// contacts written to one outbox the three processes share (OUTBOX_DIR: one mail server), and scheduled CMS pages. In
// the middle of the campaign, half way through a claimed batch, the process sending it is killed with SIGKILL (and
// started again, unless BENCH_CLUSTER_RESTART=0); then the bench waits for the work to finish and checks it: no contact
// mailed twice (two files, or a second delivery of one Message-ID, which the outbox keeps once and logs) or skipped,
// no period charged twice or missed, every page published once, no acknowledged write lost, and a write made in one
// process shown by a list read in another within a second (the staleness is measured). The rows the killed process
// left in flight are counted from the processes' log: found delivered (marked sent) and queued again. Prints the
// figures and exits non-zero on a violation.
//
//   npm run bench cluster        BENCH_PG_URL, BENCH_CLUSTER_PORTS (8131,8132,8133), BENCH_CLUSTER_CONTACTS,
//                                BENCH_CLUSTER_SUBSCRIPTIONS (2,000), BENCH_CLUSTER_PAGES (100), BENCH_CLUSTER_RESTART
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = (process.env.BENCH_CLUSTER_PORTS ?? '8131,8132,8133').split(',').map(Number);
const CONTACTS = Number(process.env.BENCH_CLUSTER_CONTACTS ?? 10_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_CLUSTER_SUBSCRIPTIONS ?? 2_000);
const PAGES = Number(process.env.BENCH_CLUSTER_PAGES ?? 100);
const RESTART = process.env.BENCH_CLUSTER_RESTART !== '0';
const KILL_AT = 0.3; // of the campaign's mails in the outboxes
const EMAIL = 'cluster@bench.example.com';
const PASSWORD = 'Cluster-bench-password-1';
const STALE_LIMIT_MS = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const violations = [];
const violation = (message) => {
  violations.push(message);
  console.error(`VIOLATION: ${message}`);
};

// ---------- the database and the three processes ----------

const database = `cluster_bench_${Date.now()}`;
const dbUrl = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const bench = new pg.Pool({ connectionString: dbUrl, max: 4 });
// An idle connection of the bench's own pool ended from outside (a cleanup on a shared server): not the product's
// doing, and the next query opens another.
bench.on('error', (error) => console.warn(`the bench's own database connection ended: ${error.message}`));
const q = async (text, values) => (await bench.query(text, values)).rows;

const dataDirs = PORTS.map((port) => mkdtempSync(path.join(tmpdir(), `cluster-bench-${port}-`)));
const outboxDir = mkdtempSync(path.join(tmpdir(), 'cluster-bench-outbox-'));
const processes = PORTS.map(() => null);
/** What the processes' logs said: rows left in flight found delivered or queued again, second deliveries kept once. */
const logged = { recovered_sent: 0, requeued: 0, second_deliveries: 0 };

/** Reads a process's log (JSON lines at warn and above) for the newsletter's recovery and second deliveries. */
function readLog(stream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (/left in flight/.test(entry.msg)) {
        logged.recovered_sent += entry.sent ?? 0;
        logged.requeued += entry.requeued ?? 0;
      } else if (/already in the outbox/.test(entry.msg)) logged.second_deliveries += 1;
    }
  });
}

function start(i) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(PORTS[i]),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORTS[i]}`,
      DATA_DIR: dataDirs[i],
      OUTBOX_DIR: outboxDir,
      PGAPPNAME: `cluster-bench-${i}`,
      DIST_DIR: path.join(root, 'bench', 'out', 'no-dist'),
      SECRET_KEY: 'cluster-bench-secret-key-cluster-bench-secret',
      FIRST_SUPERUSER_EMAIL: EMAIL,
      FIRST_SUPERUSER_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '0',
      BILLING_INTERVAL_MINUTES: '1',
      CMS_PUBLISH_INTERVAL_SECONDS: '60',
      SUPPORT_CHECK_INTERVAL_MINUTES: '0',
      FORM_UPLOAD_SWEEP_MINUTES: '0',
      NEWSLETTER_RATE: '0',
      JOB_POLL_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '5',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readLog(child.stdout);
  processes[i] = child;
  return child;
}

async function healthy(i) {
  const began = Date.now();
  for (;;) {
    if (processes[i].exitCode !== null)
      throw new Error(`process ${i} exited (${processes[i].exitCode}) while starting`);
    if (
      await fetch(`http://127.0.0.1:${PORTS[i]}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Date.now() - began;
    if (Date.now() - began > 180_000) throw new Error(`process ${i} did not start within 180 s`);
    await sleep(200);
  }
}

const kill = (child, signal = 'SIGKILL') =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const alive = () =>
  PORTS.map((_, i) => i).filter((i) => processes[i] && processes[i].exitCode === null && !processes[i].signalCode);

// ---------- the API client ----------

let token;
async function api(i, method, url, body) {
  const res = await fetch(`http://127.0.0.1:${PORTS[i]}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

// ---------- the due work, written straight into the database ----------

async function seed() {
  // contacts on one list, and a draft campaign to it
  await q(
    `insert into people (first_name, last_name) select 'קורא', 'אשכול ' || g from generate_series(1, $1::int) g`,
    [CONTACTS],
  );
  await q(
    `insert into person_emails (person_id, value) select id, 'reader' || id || '@cluster.example.com' from people where last_name like 'אשכול %'`,
  );
  const [{ id: listId }] = await q(
    `insert into newsletter_lists (name, kind) values ('רשימת האשכול', 'public') returning id`,
  );
  await q(
    `insert into newsletter_members (list_id, person_id, status, source) select $1::int, id, 'subscribed', 'bench' from people where last_name like 'אשכול %'`,
    [listId],
  );
  const [{ id: campaignId }] = await q(
    `insert into newsletter_campaigns (name, subject, content, list_ids, language) values ('אשכול', 'ניוזלטר האשכול', '<p>שלום {{first_name|קורא יקר}}</p><p><a href="{{unsubscribe_url}}">הסרה</a></p>', array[$1::int], 'he') returning id`,
    [listId],
  );
  // subscriptions due for charge now
  const [{ id: optionId }] = await q(
    `insert into subscription_options (name, price) values ('מנוי האשכול', 3990) returning id`,
  );
  await q(
    `insert into people (first_name, last_name) select 'מנוי', 'אשכול מנוי ' || g from generate_series(1, $1::int) g`,
    [SUBSCRIPTIONS],
  );
  await q(
    `insert into subscriptions (person_id, option_id, status, price, billing_period, started_at, current_period_start, current_period_end, next_charge_at, payment_token)
     select id, $1::int, 'active', 3990, 'month', now() - interval '40 days', now() - interval '40 days', now() - interval '10 days', now() - interval '10 days', 'tok_visa'
     from people where last_name like 'אשכול מנוי %'`,
    [optionId],
  );
  // pages scheduled over the next two minutes
  const [{ id: websiteId }] = await q(`insert into cms_websites (name) values ('אתר האשכול') returning id`);
  await q(
    `insert into cms_pages (website_id, title, slug, body, publish_at) select $1::int, 'עמוד ' || g, 'page-' || g, '<p>עמוד</p>', now() + make_interval(secs => 20 + g * 100.0 / $2::int) from generate_series(1, $2::int) g`,
    [websiteId, PAGES],
  );
  const [{ start }] = await q(`select now() as start`);
  return { campaignId, start };
}

// ---------- mixed traffic: creates and updates over the API, list reads, cross-process staleness ----------

const acknowledged = new Map(); // person id -> first name last acknowledged
const staleness = [];
const traffic = { creates: 0, updates: 0, reads: 0, refused: 0, unanswered: 0 };
let trafficOn = true;
let turn = 0;

async function client(lane) {
  for (let n = 0; trafficOn; n += 1) {
    const live = alive();
    if (live.length < 2) {
      await sleep(100);
      continue;
    }
    const writer = live[turn++ % live.length];
    const mark = `cl${lane}x${n}x${Date.now().toString(36)}`;
    try {
      const created = await api(writer, 'POST', '/person', {
        first_name: 'ראשון',
        last_name: mark,
        emails: [{ value: `${mark}@traffic.example.com` }],
      });
      if (created.status !== 201) {
        traffic.refused += 1;
        continue;
      }
      const ackAt = performance.now();
      traffic.creates += 1;
      const id = created.body.id;
      acknowledged.set(id, 'ראשון');
      if (n % 3 === 0) {
        // a list read in another process shows the new person: how long after the acknowledgement
        const reader = live.find((i) => i !== writer);
        for (;;) {
          const read = await api(reader, 'GET', `/person/?q=${encodeURIComponent(mark)}&limit=5`);
          traffic.reads += 1;
          if (read.status === 200 && read.body.total === 1) break;
          if (performance.now() - ackAt > 10_000) {
            violation(`person ${id} written in process ${writer} was not listed by process ${reader} within 10 s`);
            break;
          }
          await sleep(10);
        }
        staleness.push(performance.now() - ackAt);
      }
      acknowledged.set(id, null); // while the update is unanswered, either name may stand
      const updated = await api(live[turn++ % live.length], 'PUT', `/person/${id}`, { first_name: 'שני' });
      if (updated.status === 200) {
        traffic.updates += 1;
        acknowledged.set(id, 'שני');
      } else {
        traffic.refused += 1;
        acknowledged.set(id, 'ראשון');
      }
      const list = await api(live[turn++ % live.length], 'GET', '/person/?limit=25&skip=0');
      traffic.reads += 1;
      if (list.status !== 200) traffic.refused += 1;
    } catch {
      traffic.unanswered += 1; // a process killed under the request: nothing was acknowledged
      await sleep(50);
    }
  }
}

// ---------- the shared outbox ----------

/** The whole messages in the outbox (a message being written is a .tmp file beside them). */
const outboxFiles = () =>
  readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(outboxDir, name));

/** Each campaign mail's recipient, from the outbox. */
function campaignMails(campaignId) {
  const perAddress = new Map();
  for (const file of outboxFiles()) {
    const text = readFileSync(file, 'utf8');
    const head = text.slice(0, text.search(/\r?\n\r?\n/));
    if (!new RegExp(`^X-Newsletter-Campaign: ${campaignId}$`, 'm').test(head)) continue;
    const to = /^To: (.+)$/m.exec(head)?.[1]?.trim().toLowerCase();
    if (to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  return perAddress;
}

/**
 * The process sending the campaign: the one whose connections (named by PGAPPNAME) keep starting updates of the
 * campaign's rows (claims and marks), counted over samples of pg_stat_activity, each counting queries started since
 * the one before.
 */
async function sender() {
  const hits = new Map();
  let since = new Date(0);
  for (const end = Date.now() + 5000; Date.now() < end; await sleep(20)) {
    const rows = await q(
      `select application_name as app, query_start as at from pg_stat_activity where datname = current_database()
       and application_name like 'cluster-bench-%' and query ilike 'update%newsletter_sends%' and query_start > $1`,
      [since],
    );
    for (const { app, at } of rows) {
      hits.set(app, (hits.get(app) ?? 0) + 1);
      if (at > since) since = at;
    }
    const [best] = [...hits].sort((a, b) => b[1] - a[1]);
    if (best && best[1] >= 5) return Number(best[0].slice('cluster-bench-'.length));
  }
  return null;
}

/**
 * Resolves once the outbox has taken `count` messages in a row with no pause of 20 ms between them: a claimed batch
 * is being written (its 32 go out in a burst, the database work between batches is the pause), so a kill now leaves
 * part of the batch delivered and part not.
 */
function midBatch(count) {
  return new Promise((resolve) => {
    let last = 0;
    let run = 0;
    const watcher = watch(outboxDir, (_event, name) => {
      if (!name?.endsWith('.eml')) return;
      const now = performance.now();
      run = now - last > 20 ? 1 : run + 1;
      last = now;
      if (run < count) return;
      watcher.close();
      resolve();
    });
  });
}

// ---------- the run ----------

const figures = {};
try {
  start(0);
  figures.first_start_ms = await healthy(0); // migrates and seeds
  start(1);
  start(2);
  await Promise.all([healthy(1), healthy(2)]);
  const login = await fetch(`http://127.0.0.1:${PORTS[0]}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: EMAIL, password: PASSWORD }),
  });
  token = (await login.json()).access_token;
  const { campaignId, start: seededAt } = await seed();
  const began = Date.now();
  const clients = [client(0), client(1)];

  const sent = await api(1, 'POST', `/newsletter/campaigns/${campaignId}/send`, {});
  if (sent.status !== 200)
    throw new Error(`sending the campaign answered ${sent.status}: ${JSON.stringify(sent.body)}`);

  // kill the process that is sending the campaign, about a third of the way through
  while (outboxFiles().length < CONTACTS * KILL_AT) {
    if (Date.now() - began > 300_000) throw new Error('the campaign did not get a third of the way in 5 minutes');
    await sleep(100);
  }
  const victim = await sender();
  if (victim === null) throw new Error('no process was seen claiming the campaign');
  await midBatch(8);
  const mailsAtKill = outboxFiles().length;
  await kill(processes[victim]);
  figures.killed = {
    process: victim,
    port: PORTS[victim],
    after_seconds: Math.round((Date.now() - began) / 100) / 10,
    outbox_mails_then: mailsAtKill,
  };
  console.log(
    `killed process ${victim} (port ${PORTS[victim]}) with SIGKILL after ${figures.killed.after_seconds} s, ${mailsAtKill} mails out`,
  );
  if (RESTART) {
    await sleep(3000);
    start(victim);
    figures.killed.restart_ms = await healthy(victim);
  }

  // wait for the work to finish
  const done = async () => {
    const [c] = await q(`select status from newsletter_campaigns where id = $1`, [campaignId]);
    const [due] = await q(`select count(*)::int as n from subscriptions where next_charge_at <= $1`, [seededAt]);
    const [pages] = await q(`select count(*)::int as n from cms_pages where not is_published`);
    return { campaign: c.status, due: due.n, unpublished: pages.n };
  };
  let state = await done();
  while (state.campaign === 'sending' || state.due > 0 || state.unpublished > 0) {
    if (Date.now() - began > 15 * 60_000) {
      violation(`the work did not finish in 15 minutes: ${JSON.stringify(state)}`);
      break;
    }
    await sleep(1000);
    state = await done();
  }
  figures.work_seconds = Math.round((Date.now() - began) / 100) / 10;
  trafficOn = false;
  await Promise.all(clients);

  // ---- the campaign: each contact mailed once ----
  const mails = campaignMails(campaignId);
  const rows = await q(`select email, status from newsletter_sends where campaign_id = $1`, [campaignId]);
  const addresses = new Set(rows.map((r) => r.email.toLowerCase()));
  const twice = [...mails.values()].filter((n) => n > 1).length;
  const sentWithoutMail = rows.filter((r) => r.status === 'sent' && !mails.has(r.email.toLowerCase())).length;
  const notSent = rows.filter((r) => r.status !== 'sent').length;
  const mailedWithoutRow = [...mails.keys()].filter((address) => !addresses.has(address)).length;
  figures.newsletter = {
    contacts: CONTACTS,
    rows: rows.length,
    sent: rows.filter((r) => r.status === 'sent').length,
    mails: [...mails.values()].reduce((a, b) => a + b, 0),
    duplicates: twice + logged.second_deliveries,
    second_deliveries_kept_once: logged.second_deliveries,
    missed: notSent + sentWithoutMail + (CONTACTS - rows.length),
    recovered_as_sent: logged.recovered_sent,
    requeued: logged.requeued,
    partial_files: readdirSync(outboxDir).filter((name) => name.endsWith('.tmp')).length,
    campaign: state.campaign,
  };
  if (twice) violation(`${twice} contacts were mailed twice or more`);
  if (logged.second_deliveries)
    violation(
      `${logged.second_deliveries} messages were delivered a second time under their Message-ID (the outbox kept them once)`,
    );
  if (figures.newsletter.missed)
    violation(
      `${figures.newsletter.missed} contacts were skipped (${notSent} rows not sent, ${sentWithoutMail} sent without a mail, ${CONTACTS - rows.length} without a row)`,
    );
  if (mailedWithoutRow) violation(`${mailedWithoutRow} mails went to addresses the campaign has no row for`);

  // ---- billing: each due period charged once ----
  const [books] = await q(`
    with per as (select s.id, count(p.id) filter (where p.status = 'succeeded') as ok, count(p.id) as n from subscriptions s left join subscription_payments p on p.subscription_id = s.id group by s.id)
    select (select count(*) from per)::int as subscriptions, (select count(*) from per where ok = 1 and n = 1)::int as once,
      (select count(*) from per where ok > 1)::int as twice, (select count(*) from per where ok = 0)::int as missed,
      (select count(*) from sandbox_charges where status = 'succeeded')::int as provider_charges,
      (select count(*) from subscription_payments where status = 'succeeded')::int as payments`);
  figures.billing = books;
  if (books.twice) violation(`${books.twice} subscriptions were charged twice for a period`);
  if (books.missed) violation(`${books.missed} subscriptions were not charged`);
  if (books.provider_charges !== books.payments)
    violation(`the provider charged ${books.provider_charges} times for ${books.payments} payments`);

  // ---- pages: each published once ----
  const [pages] = await q(`
    select count(*)::int as pages, count(*) filter (where p.is_published and p.publish_at is null)::int as published,
      count(*) filter (where (select count(*) from cms_page_versions v where v.page_id = p.id) > 1)::int as twice
    from cms_pages p`);
  figures.pages = pages;
  if (pages.published !== pages.pages) violation(`${pages.pages - pages.published} pages were not published`);
  if (pages.twice) violation(`${pages.twice} pages were published twice`);

  // ---- acknowledged writes ----
  const ids = [...acknowledged.keys()];
  const stored = new Map(
    (await q(`select id, first_name from people where id = any($1::int[])`, [ids])).map((r) => [r.id, r.first_name]),
  );
  const lost = ids.filter(
    (id) => !stored.has(id) || (acknowledged.get(id) !== null && stored.get(id) !== acknowledged.get(id)),
  );
  figures.writes = { ...traffic, acknowledged_people: ids.length, lost: lost.length };
  if (lost.length) violation(`${lost.length} acknowledged writes were lost (people ${lost.slice(0, 5).join(', ')}…)`);

  // ---- staleness of a list read in another process ----
  staleness.sort((a, b) => a - b);
  const at = (p) => Math.round(staleness[Math.min(staleness.length - 1, Math.floor(p * staleness.length))] ?? 0);
  figures.staleness_ms = {
    samples: staleness.length,
    p50: at(0.5),
    p95: at(0.95),
    max: Math.round(staleness.at(-1) ?? 0),
  };
  if ((staleness.at(-1) ?? 0) > STALE_LIMIT_MS)
    violation(
      `a list read in another process showed a write ${figures.staleness_ms.max} ms after it was acknowledged (limit ${STALE_LIMIT_MS} ms)`,
    );

  // ---- the queue ----
  figures.jobs = await q(
    `select name, count(*) filter (where state = 'completed')::int as completed, count(*) filter (where state = 'failed')::int as failed, count(*) filter (where retry_count > 0)::int as retried
     from jobs.job where name not like '\\_\\_%' group by name order by name`,
  );
} catch (error) {
  violation(error instanceof Error ? error.message : String(error));
} finally {
  trafficOn = false;
  await Promise.all(processes.map((child) => kill(child, 'SIGTERM')));
  await bench.end();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  for (const dir of [...dataDirs, outboxDir]) rmSync(dir, { recursive: true, force: true });
}

console.log(JSON.stringify(figures, null, 2));
const n = figures.newsletter;
if (n) {
  console.log(
    `\nnewsletter: ${n.sent.toLocaleString('en-US')} of ${n.contacts.toLocaleString('en-US')} sent, duplicates ${n.duplicates}, missed ${n.missed}, left in flight by the kill: ${n.recovered_as_sent} found delivered (marked sent), ${n.requeued} queued again`,
  );
  console.log(
    `billing: ${figures.billing.once} of ${figures.billing.subscriptions} subscriptions charged once, twice ${figures.billing.twice}, missed ${figures.billing.missed}`,
  );
  console.log(`pages: ${figures.pages.published} of ${figures.pages.pages} published, twice ${figures.pages.twice}`);
  console.log(
    `writes: ${figures.writes.acknowledged_people} people acknowledged, lost ${figures.writes.lost}; staleness p50 ${figures.staleness_ms.p50} ms, max ${figures.staleness_ms.max} ms (${figures.staleness_ms.samples} reads)`,
  );
}
console.log(violations.length ? `\n${violations.length} violations` : '\nNo violations.');
process.exit(violations.length ? 1 : 0);
