// Sends one campaign to BENCH_NEWSLETTER_CONTACTS (default 100,000) subscribed contacts through a local SMTP sink
// (smtp-server on a random loopback port) at the unlimited rate, on the job queue with two queue instances working it
// (as two server processes: one slice of a campaign runs at a time, in either), then proves from the sink's own count
// that every contact got exactly one message. Prints one JSON line.
// Used by bench/newsletter.bench.mjs.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/setup/migrate';
import type { PaymentProvider } from '../../server/src/billing/provider';
import type { Storage } from '../../server/src/files/storage';
import { openQueue } from '../../server/src/jobs/queue';
import { startBackgroundJobs } from '../../server/src/jobs/run';
import { createMailer } from '../../server/src/mail';
import { sendCampaign } from '../../server/src/newsletter/campaigns';
import { newsletterSendJob } from '../../server/src/newsletter/send-jobs';
import { rowsOf } from '../../server/src/db/raw-sql';

const COUNT = Number(process.env.BENCH_NEWSLETTER_CONTACTS ?? 100_000);
const backend = process.argv[2] as 'pglite' | 'postgres';
const database = await openDatabase(
  backend === 'postgres' ? { url: process.argv[3], poolSize: 10 } : { dataDir: process.argv[4] },
);
await migrateDatabase(database);
const { db } = database;

// the sink: counts the messages each address receives
const received = new Map<string, number>();
let messages = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  maxClients: 64,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      messages += 1;
      for (const rcpt of session.envelope.rcptTo) received.set(rcpt.address, (received.get(rcpt.address) ?? 0) + 1);
      callback();
    });
  },
});
// replies go out at once (no Nagle delay waiting for the client's next command)
sink.server.on('connection', (socket: import('node:net').Socket) => socket.setNoDelay(true));
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const port = (sink.server.address() as { port: number }).port;

// contacts: people with an address, subscribed to one list
await db.execute(
  sql`insert into people (first_name, last_name) select 'קורא', 'מספר ' || g from generate_series(1, ${COUNT}) g`,
);
await db.execute(
  sql`insert into person_emails (person_id, value) select id, 'reader' || id || '@bench.example.com' from people`,
);
const [{ id: listId }] = rowsOf<{ id: number }>(
  await db.execute(sql`insert into newsletter_lists (name, kind) values ('רשימת מדידה', 'public') returning id`),
);
await db.execute(
  sql`insert into newsletter_members (list_id, person_id, status, source) select ${listId}::int, id, 'subscribed', 'bench' from people`,
);
const [{ id: campaignId }] = rowsOf<{ id: number }>(
  await db.execute(sql`insert into newsletter_campaigns (name, subject, content, list_ids, language) values ('מדידה', 'ניוזלטר המדידה',
    '<h2>שלום {{first_name|קורא יקר}}</h2><p>מה חדש בחנות: <a href="https://shop.example.co.il/new">ספרים חדשים</a></p><p><a href="{{unsubscribe_url}}">הסרה</a></p>',
    array[${listId}::int], 'he') returning id`),
);

const config = {
  ...loadConfig({
    DATA_DIR: process.argv[4] || undefined,
    SECRET_KEY: 'bench-secret-key-bench-secret-key',
    LOG_LEVEL: 'silent',
  }),
  smtpUrl: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=16&maxMessages=1000000`,
  newsletterRate: 0,
};
const noop = () => undefined;
const log = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => log,
  level: 'silent',
  silent: noop,
} as unknown as FastifyBaseLogger;
const mailer = createMailer(config, log, 'smtp');

const queues = [await openQueue(database, noop), await openQueue(database, noop)];
for (const queue of queues) {
  await startBackgroundJobs(queue, [newsletterSendJob], {
    db,
    config: { ...config, jobPollSeconds: 0.5 },
    log,
    mailer,
    queue,
    storage: {} as Storage,
    payments: {} as PaymentProvider,
  });
}
const start = performance.now();
const enqueueStart = performance.now();
await sendCampaign(db, queues[0]!, campaignId, undefined);
const enqueueSeconds = (performance.now() - enqueueStart) / 1000;
const statusOf = async () =>
  rowsOf<{ status: string }>(
    await db.execute(sql`select status from newsletter_campaigns where id = ${campaignId}::int`),
  )[0]!.status;
while ((await statusOf()) === 'sending') await new Promise((resolve) => setTimeout(resolve, 100));
const seconds = (performance.now() - start) / 1000;
for (const queue of queues) await queue.stop({ graceful: false });

const [queue] = rowsOf<{ sent: number; other: number; status: string }>(
  await db.execute(sql`select count(*) filter (where s.status = 'sent')::int as sent, count(*) filter (where s.status <> 'sent')::int as other, (select status from newsletter_campaigns where id = ${campaignId}::int) as status
    from newsletter_sends s where s.campaign_id = ${campaignId}::int`),
);
const counts = [...received.values()];
console.log(
  JSON.stringify({
    backend,
    contacts: COUNT,
    seconds: Number(seconds.toFixed(1)),
    enqueue_seconds: Number(enqueueSeconds.toFixed(2)),
    per_second: Math.round(COUNT / seconds),
    sink: {
      messages,
      addresses: received.size,
      once: counts.filter((n) => n === 1).length,
      twice_or_more: counts.filter((n) => n > 1).length,
      missing: COUNT - received.size,
    },
    queue: { sent: queue!.sent, other: queue!.other, campaign: queue!.status },
  }),
);
await new Promise<void>((resolve) => sink.close(() => resolve()));
await database.close();
process.exit(0);
