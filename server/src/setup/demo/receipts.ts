// The receipt counter as the demo seeds share it: orders and subscriptions draw from one numbering, so a demo seed
// continues from the last number given (by another seed) and leaves the counter at its own last one.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { receiptCounter } from '../../db/schema/index';

export async function lastReceiptNumber(tx: Tx): Promise<number> {
  const [row] = await tx.select({ last: receiptCounter.last }).from(receiptCounter).where(eq(receiptCounter.id, 1));
  return row ? Number(row.last) : 0;
}

export async function setLastReceiptNumber(tx: Tx, last: number): Promise<void> {
  await tx
    .insert(receiptCounter)
    .values({ id: 1, last })
    .onConflictDoUpdate({ target: receiptCounter.id, set: { last } });
}
