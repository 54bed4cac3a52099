// A subscription payment as its table holds it, by the definition's wire names (definitions/entities/
// subscription-payments.ts): a defined table's columns are known only when the definition is read, so the billing
// names here the ones it reads and writes, and the compiler checks them; one is read by its id here.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionPayments } from '../db/schema/index';

export interface PaymentRow {
  id: number;
  subscription_id: number;
  person_id: number | null;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  provider_reference: string | null;
  attempt: number;
  failure_reason: string | null;
  receipt_number: number | null;
  idempotency_key: string | null;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  refund_reference: string | null;
  refund_reason: string | null;
  description: string | null;
  credit_applied: number;
}

/** The payment with this id, if there is one. */
export async function paymentOf(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [payment] = (await db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.id, id))) as PaymentRow[];
  return payment;
}
