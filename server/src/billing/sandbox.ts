// The sandbox provider: no money moves. A token decides the answer (test cards): one containing "decline" is
// declined, any other succeeds; a token that is missing is declined as "no payment method". Its ledger is a table,
// so an idempotency key asked twice (even across a restart) answers the first result without a second charge.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxCharges } from '../db/schema/index';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from './provider';

/** The ledger's answer to a key asked before, or nothing: a failure without a reason is said as `fallback`. */
async function answered(db: Db, idempotencyKey: string, fallback: string): Promise<ChargeResult | undefined> {
  const [known] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  if (!known) return undefined;
  return known.status === 'succeeded'
    ? { status: 'succeeded', reference: known.reference }
    : { status: 'failed', reference: known.reference, failureReason: known.failureReason ?? fallback };
}

/** Writes `result` under its key, once: false when another call wrote that key first. */
async function kept(
  db: Db,
  entry: { idempotencyKey: string; token: string; amount: number },
  result: ChargeResult,
): Promise<boolean> {
  const [stored] = await db
    .insert(sandboxCharges)
    .values({
      ...entry,
      status: result.status,
      reference: result.reference,
      failureReason: result.status === 'failed' ? result.failureReason : null,
    })
    .onConflictDoNothing()
    .returning();
  return Boolean(stored);
}

export function sandboxProvider(db: Db): PaymentProvider & { chargesMade(): number } {
  let made = 0;
  return {
    name: 'sandbox',
    chargesMade: () => made,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const known = await answered(db, request.idempotencyKey, 'declined');
      if (known) return known;
      const declined = !request.token || request.token.includes('decline');
      const result: ChargeResult = declined
        ? {
            status: 'failed',
            reference: `sbx_${randomUUID()}`,
            failureReason: request.token ? 'card_declined' : 'no_payment_method',
          }
        : { status: 'succeeded', reference: `sbx_${randomUUID()}` };
      const entry = { idempotencyKey: request.idempotencyKey, token: request.token, amount: request.amount };
      if (!(await kept(db, entry, result))) return this.charge(request);
      made += 1;
      return result;
    },
    async refund(request: RefundRequest): Promise<ChargeResult> {
      const known = await answered(db, request.idempotencyKey, 'refund_failed');
      if (known) return known;
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, request.reference));
      const refusal =
        !charge || charge.status !== 'succeeded'
          ? 'unknown_charge'
          : request.amount > charge.amount
            ? 'over_charge'
            : null;
      const result: ChargeResult = refusal
        ? { status: 'failed', reference: `sbx_r_${randomUUID()}`, failureReason: refusal }
        : { status: 'succeeded', reference: `sbx_r_${randomUUID()}` };
      const entry = {
        idempotencyKey: request.idempotencyKey,
        token: `refund:${request.reference}`,
        amount: -request.amount,
      };
      return (await kept(db, entry, result)) ? result : this.refund(request);
    },
  };
}
