// Money a provider took that nothing was owed for (a link paid after its order or period was paid another way): kept
// once per transaction, and every active staff member is told in the same transaction, so a customer who paid twice
// is refunded by a person instead of going unnoticed. It is never recorded as a payment: no receipt, no status move.
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { people, unmatchedPayments } from '../db/schema/index';
import { notifyStaff } from '../notifications/notify';
import type { PaymentRequest } from './payment-requests';

/** Keeps the transaction and tells staff, the first time it is reported; true when it was new. */
export async function recordUnmatchedPayment(
  db: Db,
  queue: PgBoss | null,
  request: PaymentRequest,
  reference: string,
  amount: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(unmatchedPayments)
      .values({
        reference,
        paymentRequestId: request.id,
        orderId: request.orderId,
        subscriptionId: request.subscriptionId,
        personId: request.personId,
        amount,
      })
      .onConflictDoNothing({ target: unmatchedPayments.reference })
      .returning({ id: unmatchedPayments.id });
    if (!kept) return false;
    const [person] = request.personId
      ? await tx
          .select({ firstName: people.firstName, lastName: people.lastName })
          .from(people)
          .where(eq(people.id, request.personId))
      : [];
    await notifyStaff(tx, queue, {
      kind: 'payment_unmatched',
      params: {
        customer: person ? `${person.firstName} ${person.lastName}`.trim() : request.description,
        amount: `₪${(amount / 100).toFixed(2)}`,
        reference,
      },
      link: request.orderId !== null ? `/shop/orders/${request.orderId}` : `/subscriptions/${request.subscriptionId}`,
    });
    return true;
  });
}
