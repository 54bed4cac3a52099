// Charges BENCH_SUBSCRIPTIONS (default 10,000) due subscriptions against the sandbox provider on one database, with
// two runs at once under different invocation keys (two servers), then checks the books: every due subscription has
// exactly one payment for its period (none skipped, none twice), the sandbox ledger has one charge per payment, and
// the first key run again charges nobody. Prints one JSON line. Used by bench/billing.bench.mjs.
import { sql } from 'drizzle-orm';
import { chargeDue } from '../../server/src/billing/charge';
import { sandboxProvider } from '../../server/src/billing/sandbox';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/setup/migrate';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const backend = process.argv[2] as 'pglite' | 'postgres';
const database = await openDatabase(
  backend === 'postgres' ? { url: process.argv[3], poolSize: 10 } : { dataDir: process.argv[4] },
);
await migrateDatabase(database);
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// every 50th card declines
await db.execute(sql`insert into subscription_options (name, price) values ('מנוי בדיקה', 3990)`);
await db.execute(
  sql`insert into people (first_name, last_name) select 'מנוי', 'מספר ' || g from generate_series(1, ${COUNT}) g`,
);
await db.execute(sql`
  insert into subscriptions (person_id, option_id, status, price, billing_period, started_at, current_period_start, current_period_end, next_charge_at, payment_token)
  select p.id, (select min(id) from subscription_options), 'active', 3990, 'month', now() - interval '40 days', now() - interval '40 days', now() - interval '10 days', now() - interval '10 days',
         case when p.id % 50 = 0 then 'tok_decline' else 'tok_visa' end
  from people p`);

const provider = sandboxProvider(db);
const start = performance.now();
const [a, b] = await Promise.all([chargeDue(db, provider, 'bench-run-a'), chargeDue(db, provider, 'bench-run-b')]);
const seconds = (performance.now() - start) / 1000;
const counted = async () =>
  (
    await rows<{ n: number }>(
      sql`select ((select count(*) from subscription_payments) + (select count(*) from sandbox_charges))::int as n`,
    )
  )[0]!.n;
const before = await counted();
await chargeDue(db, provider, 'bench-run-a');
const againCharged = (await counted()) - before;

const [books] = await rows<{
  subs: number;
  paid_once: number;
  twice: number;
  none: number;
  payments: number;
  ledger: number;
  succeeded: number;
  failed: number;
  receipts: number;
  distinct_receipts: number;
}>(sql`
  with per as (select s.id, count(p.id) as n from subscriptions s left join subscription_payments p on p.subscription_id = s.id group by s.id)
  select (select count(*) from subscriptions)::int as subs,
         (select count(*) from per where n = 1)::int as paid_once,
         (select count(*) from per where n > 1)::int as twice,
         (select count(*) from per where n = 0)::int as none,
         (select count(*) from subscription_payments)::int as payments,
         (select count(*) from sandbox_charges)::int as ledger,
         (select count(*) from subscription_payments where status = 'succeeded')::int as succeeded,
         (select count(*) from subscription_payments where status = 'failed')::int as failed,
         (select count(receipt_number) from subscription_payments)::int as receipts,
         (select count(distinct receipt_number) from subscription_payments)::int as distinct_receipts`);
const [{ max_receipt }] = await rows<{ max_receipt: number }>(
  sql`select coalesce(max(receipt_number), 0)::int as max_receipt from subscription_payments`,
);
console.log(
  JSON.stringify({
    backend,
    subscriptions: COUNT,
    seconds: Math.round(seconds * 10) / 10,
    per_second: Math.round(COUNT / seconds),
    runs: [a, b].map((r) => ({ charged: r.charged, failed: r.failed })),
    again_charged: againCharged,
    books: { ...books, max_receipt },
  }),
);
await database.close();
