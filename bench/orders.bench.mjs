// Benchmark of the sales figures and checkout, on PostgreSQL and PGlite:
//   - about 1,000,000 order lines over two years (BENCH_LINES), seeded by SQL; every analytics call for the last
//     30 days and the last year, median of 5 after a warm-up. Goal: each under 200 ms on PostgreSQL for a year.
//   - checkout of 20 carts at once, BENCH_ROUNDS rounds (default 10) after a warm-up, over 4 products restocked to 3
//     each round (12 placed, 8 refused for stock). Goal: p99 under 100 ms and no stock sold twice.
//
//   node bench/orders.bench.mjs          (npm run bench runs every bench/*.bench.mjs)
//   BENCH_LINES=200000 BENCH_ONLY=postgres node bench/orders.bench.mjs
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database orders_bench_<time>
// is created and dropped. PGlite: a temporary data directory, removed at the end.
import { runOnBackends } from './backends.mjs';

const results = await runOnBackends('orders');

let ok = true;
for (const r of results) {
  console.log(`\n${r.backend}: ${r.lines.toLocaleString('en-US')} order lines (seeded in ${r.seed_s} s)`);
  console.log('call                    30 days   1 year');
  for (const [name, t] of Object.entries(r.calls)) {
    const over = r.backend === 'postgres' && t.year_ms > 200;
    if (over) ok = false;
    console.log(
      `${name.padEnd(22)} ${String(t.month_ms).padStart(6)} ms ${String(t.year_ms).padStart(6)} ms${over ? '  OVER 200 ms' : ''}`,
    );
  }
  if (r.checkout) {
    const c = r.checkout;
    const fine = c.p99 < 100 && !c.oversold;
    if (!fine) ok = false;
    console.log(
      `checkout, 20 at once: p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms, ${c.sold} placed, ${c.refused} refused, oversold: ${c.oversold ? 'YES' : 'no'}${fine ? '' : '  MISSES THE GOAL'}`,
    );
  }
}
console.log(
  ok
    ? '\nGoals met (PostgreSQL: every call under 200 ms for a year; checkout p99 under 100 ms, nothing oversold).'
    : '\nGoals missed.',
);
process.exit(ok ? 0 : 1);
