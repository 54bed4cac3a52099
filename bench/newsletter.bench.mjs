// Benchmark of newsletter sending: one campaign to 100,000 contacts (BENCH_NEWSLETTER_CONTACTS) through a
// local SMTP sink at the unlimited rate, on the job queue with two queue instances working it; reports messages per second and proves in the same run,
// from the sink's own count, that each contact got exactly one message (none twice, none missing) and the queue agrees.
//
//   node bench/newsletter.bench.mjs          BENCH_ONLY=postgres|pglite, BENCH_PG_URL (bench/backends.mjs)
import { runOnBackends } from './backends.mjs';

const results = await runOnBackends('newsletter');

let ok = true;
for (const r of results) {
  const exact =
    r.sink.messages === r.contacts &&
    r.sink.once === r.contacts &&
    r.sink.twice_or_more === 0 &&
    r.sink.missing === 0 &&
    r.queue.sent === r.contacts &&
    r.queue.other === 0 &&
    r.queue.campaign === 'sent';
  if (!exact) ok = false;
  console.log(
    `\n${r.backend}: ${r.contacts.toLocaleString('en-US')} contacts sent in ${r.seconds} s: ${r.per_second.toLocaleString('en-US')} messages a second (ledger filled in ${r.enqueue_seconds} s; on the job queue, two instances, unlimited rate)`,
  );
  console.log(
    `  the sink received ${r.sink.messages.toLocaleString('en-US')} messages for ${r.sink.addresses.toLocaleString('en-US')} addresses: exactly once ${r.sink.once.toLocaleString('en-US')}, twice or more ${r.sink.twice_or_more}, missing ${r.sink.missing}; queue sent ${r.queue.sent.toLocaleString('en-US')}, other ${r.queue.other}; campaign ${r.queue.campaign}${exact ? '' : '  WRONG'}`,
  );
}
console.log(ok ? '\nEvery contact got the campaign exactly once.' : '\nSome contact got it twice or not at all.');
process.exit(ok ? 0 : 1);
