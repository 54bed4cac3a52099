// Benchmark of subscription charging: 10,000 due subscriptions (BENCH_SUBSCRIPTIONS) charged against the
// sandbox provider by two runs at once, as two servers would; reports subscriptions per second and proves in the same
// run that none was charged twice and none was skipped (one payment each, one sandbox charge per payment, receipts
// 1..n without a gap), and that the same invocation key again charges nobody.
//
//   node bench/billing.bench.mjs          BENCH_ONLY=postgres|pglite, BENCH_PG_URL (bench/backends.mjs)
import { runOnBackends } from './backends.mjs';

const results = await runOnBackends('billing');

let ok = true;
for (const r of results) {
  const b = r.books;
  const exact =
    b.paid_once === r.subscriptions &&
    b.twice === 0 &&
    b.none === 0 &&
    b.ledger === b.payments &&
    b.receipts === b.succeeded &&
    b.distinct_receipts === b.receipts &&
    b.max_receipt === b.receipts &&
    r.again_charged === 0;
  if (!exact) ok = false;
  console.log(
    `\n${r.backend}: ${r.subscriptions.toLocaleString('en-US')} due subscriptions charged in ${r.seconds} s: ${r.per_second} a second (two runs at once: ${r.runs.map((x) => `${x.charged} charged + ${x.failed} failed`).join(' | ')})`,
  );
  console.log(
    `  one payment each: ${b.paid_once}, twice: ${b.twice}, skipped: ${b.none}; sandbox charges ${b.ledger} for ${b.payments} payments; receipts 1..${b.max_receipt} (${b.receipts}, ${b.distinct_receipts} distinct); the same key again charged ${r.again_charged}${exact ? '' : '  WRONG'}`,
  );
}
console.log(ok ? '\nEvery subscription charged exactly once, none skipped.' : '\nThe books do not balance.');
process.exit(ok ? 0 : 1);
