// Payment links ('Subscription payments' payment_request, 'Payment'
// create_person_subscription_link and confirm_order): a request for one payment that a person completes on the hosted
// page (/pay/<token>). A subscription's link charges its next period now through the usual charge (receipt, period,
// status) and keeps the card for the following charges; an order's link charges its total and marks it paid. A link
// is taken by one payment at a time (open → processing) and paid once; a second visit shows the receipt. What a link
// pays is named when it is made (an order, or a subscription's period), and the database lets one link of that
// thing be taken or paid at a time (payment_requests_order_taken_key, payment_requests_period_taken_key).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentRequests, people, subscriptionOptions, subscriptions } from '../db/schema/index';
import { dbError, httpError, notFound } from '../errors';
import { changeStatus } from '../shop/orders';
import { chargeSubscription } from './charge';
import { paymentOf } from './payment-row';
import { isPayPlus } from './payplus';
import type { PaymentProvider } from './provider';
import { contactOf } from '../people/lookup';
import { amountDue } from './period';

export type PaymentRequest = typeof paymentRequests.$inferSelect;
/** Days a link stays payable. */
export const LINK_DAYS = 7;
/** A payment in progress longer than this is taken to have crashed: the link is open again. */
const STALE_MS = 2 * 60_000;

export async function createPaymentRequest(
  db: Db,
  target: { subscriptionId?: number; orderId?: number },
  options: { successUrl?: string | null; userId?: string | null; now?: Date } = {},
): Promise<PaymentRequest> {
  const now = options.now ?? new Date();
  let values: {
    subscriptionId?: number;
    orderId?: number;
    personId: number | null;
    amount: number;
    description: string;
    periodStart?: string;
  };
  if (target.subscriptionId !== undefined) {
    const [row] = await db
      .select({
        id: subscriptions.id,
        personId: subscriptions.personId,
        price: subscriptions.price,
        credit: subscriptions.credit,
        status: subscriptions.status,
        periodStart: subscriptions.currentPeriodEnd,
        option: subscriptionOptions.name,
      })
      .from(subscriptions)
      .innerJoin(subscriptionOptions, eq(subscriptionOptions.id, subscriptions.optionId))
      .where(eq(subscriptions.id, target.subscriptionId));
    if (!row) throw notFound();
    if (['cancelled', 'ended'].includes(row.status)) throw httpError(409, 'SUBSCRIPTION_CLOSED');
    // the link pays the next period, at what the charge will take (credit off)
    values = {
      subscriptionId: row.id,
      personId: row.personId,
      amount: amountDue(row),
      description: row.option,
      periodStart: row.periodStart,
    };
  } else {
    const [order] = await db.select().from(orders).where(eq(orders.id, target.orderId!));
    if (!order) throw notFound();
    if (order.status !== 'pending') throw httpError(409, 'ORDER_NOT_PENDING');
    values = { orderId: order.id, personId: order.personId, amount: order.total, description: `#${order.id}` };
  }
  const [made] = await db
    .insert(paymentRequests)
    .values({
      ...values,
      token: randomBytes(24).toString('base64url'),
      successUrl: options.successUrl ?? null,
      createdBy: options.userId ?? null,
      expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000),
    })
    .returning();
  return made!;
}

/**
 * With a provider that has its own hosted page (PayPlus), the request gets that page: the link a person is sent is the
 * provider's, and its callback comes back to /api/payment/payplus/callback. The sandbox's page is our own /pay/<token>.
 */
export async function withHostedPage(
  db: Db,
  provider: PaymentProvider,
  request: PaymentRequest,
  publicUrl: string,
): Promise<PaymentRequest> {
  if (!isPayPlus(provider)) return request;
  // the person's name and e-mail go along, so PayPlus's page and its own receipt address them
  const [person] = request.personId
    ? await db
        .select({ first: people.firstName, last: people.lastName })
        .from(people)
        .where(eq(people.id, request.personId))
    : [];
  const customer =
    person && request.personId
      ? {
          name: `${person.first ?? ''} ${person.last ?? ''}`.trim(),
          email: (await contactOf(db, request.personId)).email,
        }
      : null;
  try {
    const page = await provider.hostedPage({
      amount: request.amount,
      description: request.description,
      reference: `pr-${request.id}`,
      callbackUrl: `${publicUrl}/api/payment/payplus/callback`,
      successUrl: request.successUrl,
      customer: customer?.name ? customer : null,
    });
    const [updated] = await db
      .update(paymentRequests)
      .set({ providerPageUid: page.uid, providerLink: page.link })
      .where(eq(paymentRequests.id, request.id))
      .returning();
    return updated!;
  } catch {
    await db.update(paymentRequests).set({ status: 'cancelled' }).where(eq(paymentRequests.id, request.id));
    throw httpError(502, 'PROVIDER_UNAVAILABLE');
  }
}

export const requestByToken = async (db: Db, token: string): Promise<PaymentRequest | undefined> =>
  (await db.select().from(paymentRequests).where(eq(paymentRequests.token, token)))[0];

/** Luhn's check digit: a mistyped card number is refused before anything is charged. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The sandbox's stored-card token for a typed card: test card 4000 0000 0000 0002 declines, 4000 0027 6000 3184 asks
 * the cardholder to confirm with the bank first (3-D Secure), any other valid number succeeds. A real provider's hosted fields hand back its own token instead; card numbers are never stored.
 */
export function sandboxToken(card: string): string | null {
  const digits = card.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return null;
  if (digits === '4000000000000002') return `tok_decline_${digits.slice(-4)}`;
  if (digits === '4000002760003184') return `tok_3ds_${digits.slice(-4)}`;
  return `tok_card_${digits.slice(-4)}`;
}

/** A card whose bank asks the cardholder to confirm the payment (3-D Secure) before it is charged. */
export const needsConfirmation = (cardToken: string): boolean => cardToken.startsWith('tok_3ds_');

export type PayOutcome =
  | { outcome: 'paid'; receipt: number | null }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'closed'; request: PaymentRequest }
  | { outcome: 'busy' };

/** Pays the request with a card token, once: a second payment at the same time is told the link is busy. */
export async function payRequest(
  db: Db,
  provider: PaymentProvider,
  token: string,
  cardToken: string,
  now = new Date(),
  options: { paidAtProvider?: boolean } = {},
): Promise<PayOutcome> {
  const request = await requestByToken(db, token);
  if (!request) throw notFound();
  // a payment the provider already took (its callback) is recorded even when the link has expired since
  if (
    request.status === 'paid' ||
    request.status === 'cancelled' ||
    (request.expiresAt < now && !options.paidAtProvider)
  )
    return { outcome: 'closed', request };
  let taken: PaymentRequest | undefined;
  try {
    [taken] = await db
      .update(paymentRequests)
      .set({ status: 'processing', attempts: request.attempts + 1 })
      .where(
        and(
          eq(paymentRequests.id, request.id),
          or(
            eq(paymentRequests.status, 'open'),
            and(
              eq(paymentRequests.status, 'processing'),
              lt(paymentRequests.updatedAt, new Date(now.getTime() - STALE_MS)),
            ),
          ),
        ),
      )
      .returning();
  } catch (error) {
    // another link of the same order or period is being paid, or was: that one's payment is the answer
    if (dbError(error)?.code !== '23505') throw error;
    const paid = await paidSibling(db, request);
    return paid ? { outcome: 'closed', request: paid } : { outcome: 'busy' };
  }
  if (!taken) return { outcome: 'busy' };
  try {
    const result = request.subscriptionId
      ? await paySubscription(db, provider, request, cardToken)
      : await payOrder(db, provider, request, cardToken);
    if (result.outcome === 'paid') {
      await db
        .update(paymentRequests)
        .set({
          status: 'paid',
          paidAt: now,
          receiptNumber: result.receipt,
          providerReference: result.reference,
          lastFailure: null,
        })
        .where(eq(paymentRequests.id, request.id));
      return { outcome: 'paid', receipt: result.receipt };
    }
    await db
      .update(paymentRequests)
      .set({ status: 'open', lastFailure: result.reason })
      .where(eq(paymentRequests.id, request.id));
    return { outcome: 'failed', reason: result.reason };
  } catch (error) {
    await db.update(paymentRequests).set({ status: 'open' }).where(eq(paymentRequests.id, request.id));
    throw error;
  }
}

/** A paid link of the same order or subscription period as this one. */
async function paidSibling(db: Db, request: PaymentRequest): Promise<PaymentRequest | undefined> {
  const same =
    request.orderId !== null
      ? eq(paymentRequests.orderId, request.orderId)
      : request.periodStart
        ? and(
            eq(paymentRequests.subscriptionId, request.subscriptionId!),
            eq(paymentRequests.periodStart, request.periodStart),
          )
        : undefined;
  if (!same) return undefined;
  return (
    await db
      .select()
      .from(paymentRequests)
      .where(and(same, eq(paymentRequests.status, 'paid')))
  )[0];
}

type Charged =
  { outcome: 'paid'; receipt: number | null; reference: string | null } | { outcome: 'failed'; reason: string };

async function paySubscription(
  db: Db,
  provider: PaymentProvider,
  request: PaymentRequest,
  cardToken: string,
): Promise<Charged> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, request.subscriptionId!));
  if (!sub) throw notFound();
  // the card becomes the subscription's stored method; a declined one is not kept
  await db.update(subscriptions).set({ paymentToken: cardToken }).where(eq(subscriptions.id, sub.id));
  // the link's own period, early if need be (the person chose to pay it); a link made before links named their
  // period charges only what is owed. That period paid already (by a run, another link) answers its payment.
  const { outcome, paymentId } = await chargeSubscription(
    db,
    provider,
    sub.id,
    request.periodStart ? { period: request.periodStart, early: true } : {},
  );
  const payment = paymentId ? await paymentOf(db, paymentId) : undefined;
  if (outcome === 'charged' && payment)
    return { outcome: 'paid', receipt: payment.receipt_number, reference: payment.provider_reference };
  await db.update(subscriptions).set({ paymentToken: sub.paymentToken }).where(eq(subscriptions.id, sub.id));
  return { outcome: 'failed', reason: payment?.failure_reason ?? 'not_chargeable' };
}

async function payOrder(
  db: Db,
  provider: PaymentProvider,
  request: PaymentRequest,
  cardToken: string,
): Promise<Charged> {
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId!));
  if (!order || order.status !== 'pending') return { outcome: 'failed', reason: 'order_not_pending' };
  // one key per order and card: two links of the order paid with the same card take the money once
  const result = await provider.charge({
    token: cardToken,
    amount: request.amount,
    idempotencyKey: `order-${order.id}-${cardToken}`,
    description: `order ${order.id}`,
  });
  if (result.status === 'failed') return { outcome: 'failed', reason: result.failureReason };
  // the order's one payment: this one, or (staff or another link got there first) the one recorded before it
  const payment = await changeStatus(db, order.id, 'paid', null, `payment link ${result.reference}`, {
    method: 'link',
    reference: result.reference,
  });
  return { outcome: 'paid', receipt: payment?.receiptNumber ?? null, reference: result.reference };
}

/** Marks a pending order paid when one of its payment links was paid (a callback that never arrived). */
export async function confirmOrder(db: Db, orderId: number, userId: string | null): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const [paid] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.orderId, orderId), eq(paymentRequests.status, 'paid')));
  if (!paid) return false;
  if (order.status === 'pending')
    await changeStatus(db, orderId, 'paid', userId, `payment link ${paid.providerReference ?? ''}`.trim(), {
      method: 'link',
      reference: paid.providerReference,
    });
  return true;
}

/** Confirms every pending order one of whose payment links was paid, each as confirmOrder does; answers how many. */
export async function confirmPaidOrders(db: Db, userId: string | null): Promise<number> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(paymentRequests, and(eq(paymentRequests.orderId, orders.id), eq(paymentRequests.status, 'paid')))
    .where(inArray(orders.status, ['pending']));
  let confirmed = 0;
  for (const { id } of rows) if (await confirmOrder(db, id, userId)) confirmed += 1;
  return confirmed;
}

/** The person a subscription belongs to; undefined when there is no such subscription. */
export async function subscriptionOwnerOf(db: Db, subscriptionId: number): Promise<number | null | undefined> {
  const [sub] = await db
    .select({ personId: subscriptions.personId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return sub ? sub.personId : undefined;
}
