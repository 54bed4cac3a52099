// PayPlus's answers applied to our records: a callback (verified by its `hash`), and the read-back of pages
// whose callback never came (POST /api/payment/fix_payplus_callback). Applying is idempotent: a request paid once stays
// paid with one payment and one receipt, whatever arrives again. Callbacks may come out of order: a refund whose charge
// is not recorded yet first reads the charge back from PayPlus and records it, then the refund; the late charge
// callback then changes nothing. An approved charge that pays nothing owed (its order or period was paid another way,
// or a second transaction on a paid link) is kept as an unmatched payment and staff are told: money taken twice is
// never silent.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { orders, paymentRequests, subscriptionPayments } from '../db/schema/index';
import { STATUS_MOVES, changeStatus } from '../shop/orders';
import { payRequest, type PaymentRequest } from './payment-requests';
import {
  APPROVED,
  payplusAgorot,
  payplusCardToken,
  payplusReference,
  type PayPlusNotice,
  type PayPlusProvider,
} from './payplus';
import type { ChargeResult, PaymentProvider } from './provider';
import { refundPayment } from './refunds';
import { recordUnmatchedPayment } from './unmatched';

export type Applied = 'paid' | 'refunded' | 'failed' | 'unchanged' | 'unmatched' | 'later';

/** A provider that "charges" with what PayPlus already did: the transaction of the callback or the read-back. */
const alreadyDone = (result: ChargeResult): PaymentProvider => ({
  name: 'payplus',
  charge: async () => result,
  refund: async () => result,
});

export async function requestOfNotice(db: Db, notice: PayPlusNotice): Promise<PaymentRequest | undefined> {
  const id = notice.transaction.more_info?.match(/^pr-(\d{1,9})$/)?.[1];
  if (id)
    return (
      await db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.id, Number(id)))
    )[0];
  const page = notice.transaction.payment_page_request_uid;
  return page
    ? (await db.select().from(paymentRequests).where(eq(paymentRequests.providerPageUid, page)))[0]
    : undefined;
}

/** Records a page's charge transaction on its request: paid (payment, receipt, stored card) or the decline. */
export async function applyCharge(
  db: Db,
  queue: PgBoss | null,
  request: PaymentRequest,
  notice: PayPlusNotice,
): Promise<Applied> {
  const transaction = notice.transaction;
  const reference = payplusReference(transaction.uid);
  if (transaction.status_code !== APPROVED) {
    if (request.status !== 'open' || request.lastFailure === 'card_declined') return 'unchanged';
    await db
      .update(paymentRequests)
      .set({ lastFailure: 'card_declined' })
      .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'open')));
    return 'failed';
  }
  if (request.status === 'paid' || request.status === 'cancelled')
    return notOwed(db, queue, request, reference, payplusAgorot(transaction.amount));
  if (payplusAgorot(transaction.amount) !== request.amount) return 'later'; // not this request's amount: left for staff
  const paid = await payRequest(
    db,
    alreadyDone({ status: 'succeeded', reference }),
    request.token,
    payplusCardToken(notice),
    new Date(),
    { paidAtProvider: true },
  );
  if (paid.outcome === 'paid') return 'paid';
  if (paid.outcome === 'busy') return 'later';
  // closed meanwhile, or what it paid was paid already: this transaction is the request's payment, or money not owed
  const [now] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
  return notOwed(db, queue, now ?? request, reference, payplusAgorot(transaction.amount));
}

/** An approved transaction on a closed link: the same one again changes nothing; another is kept for staff. */
async function notOwed(
  db: Db,
  queue: PgBoss | null,
  request: PaymentRequest,
  reference: string,
  amount: number,
): Promise<Applied> {
  if (request.status === 'paid' && request.providerReference === reference) return 'unchanged';
  return (await recordUnmatchedPayment(db, queue, request, reference, amount)) ? 'unmatched' : 'unchanged';
}

/** Records a refund of a page's charge; the charge is read back and recorded first when it is not yet. */
export async function applyRefund(
  db: Db,
  queue: PgBoss | null,
  provider: PayPlusProvider,
  request: PaymentRequest,
  notice: PayPlusNotice,
): Promise<Applied> {
  if (notice.transaction.status_code !== APPROVED) return 'unchanged';
  let current = request;
  if (current.status !== 'paid') {
    const charge = current.providerPageUid ? await provider.readBack(current.providerPageUid) : null;
    if (!charge || (await applyCharge(db, queue, current, charge)) !== 'paid') return 'later';
    current = (await db.select().from(paymentRequests).where(eq(paymentRequests.id, current.id)))[0]!;
  }
  if (!current.providerReference) return 'later';
  if (current.orderId) {
    // an order paid by the link: refunded with its stock returned, where its status allows
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, current.orderId));
    if (!order || !STATUS_MOVES[order.status].includes('refunded')) return 'unchanged';
    await changeStatus(db, current.orderId, 'refunded', null, `PayPlus ${payplusReference(notice.transaction.uid)}`);
    return 'refunded';
  }
  const [payment] = await db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.provider_reference, current.providerReference));
  if (!payment) return 'unchanged';
  if (payment.status === 'refunded') return 'unchanged';
  await refundPayment(
    db,
    alreadyDone({ status: 'succeeded', reference: payplusReference(notice.transaction.uid) }),
    payment.id,
    'payplus',
  );
  return 'refunded';
}

const isRefund = (notice: PayPlusNotice) => /refund/i.test(notice.transaction_type ?? notice.transaction.type ?? '');

export async function applyNotice(
  db: Db,
  queue: PgBoss | null,
  provider: PayPlusProvider,
  notice: PayPlusNotice,
): Promise<Applied | 'unknown_request'> {
  const request = await requestOfNotice(db, notice);
  if (!request) return 'unknown_request';
  return isRefund(notice) ? applyRefund(db, queue, provider, request, notice) : applyCharge(db, queue, request, notice);
}

/** Reads back every PayPlus page still waiting for its payment, and records what PayPlus did. */
export async function fixLostCallbacks(
  db: Db,
  queue: PgBoss | null,
  provider: PayPlusProvider,
): Promise<{ checked: number; fixed: number }> {
  const waiting = await db
    .select()
    .from(paymentRequests)
    .where(and(inArray(paymentRequests.status, ['open', 'processing']), isNotNull(paymentRequests.providerPageUid)));
  let fixed = 0;
  for (const request of waiting) {
    const notice = await provider.readBack(request.providerPageUid!);
    if (notice && (await applyCharge(db, queue, request, notice)) === 'paid') fixed += 1;
  }
  return { checked: waiting.length, fixed };
}
