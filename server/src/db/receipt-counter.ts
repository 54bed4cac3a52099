// Receipt numbers: one counter row, taken inside the payment's own transaction, so a number is never skipped (a
// rolled-back payment gives its number back) nor given twice (the row is locked until the transaction ends). Paid
// orders (shop) and subscription payments (billing) take theirs from it.
import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { rowsOf } from './raw-sql';

export async function nextReceiptNumber(tx: Tx): Promise<number> {
  const [counter] = rowsOf<{ last: number }>(
    await tx.execute(
      sql`insert into receipt_counter (id, last) values (1, 1) on conflict (id) do update set last = receipt_counter.last + 1 returning last`,
    ),
  );
  return Number(counter!.last);
}
