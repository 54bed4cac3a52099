import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BILLING_PERIODS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../../definitions/billing/subscriptions';
import { createdAt, identityId, ownerId, timestamps } from './columns';
import { people, personRef } from './people';
import { subscriptionOptions, subscriptionPayments } from './defined';
import { statusMove, userRef } from './users';

// Subscribers, their history and the billing's books (payments are a definition: definitions/entities). Money is
// integer agorot. A subscription keeps a copy of its option's price and period, so a later price change does not touch
// existing subscribers unless staff choose so.

export { BILLING_PERIODS, SUBSCRIPTION_STATUSES, type SubscriptionStatus };

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: identityId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => subscriptionOptions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    price: integer('price').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull().default('month'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'string' }).notNull(),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true, mode: 'string' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    /** The payment provider's token for the stored payment method; never a card number. */
    paymentToken: text('payment_token'),
    /** Agorot owed to the subscriber (a prorated downgrade), taken off the next charges. */
    credit: integer('credit').notNull().default(0),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_person_idx').on(t.personId),
    index('subscriptions_status_next_idx').on(t.status, t.nextChargeAt),
    index('subscriptions_option_idx').on(t.optionId),
  ],
);

/** What a history entry records: a status move, or money moved (a charge, a declined charge, a refund). */
export const SUBSCRIPTION_EVENT_KINDS = ['status', 'charged', 'charge_failed', 'refunded'] as const;

export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: identityId(),
    subscriptionId: ownerId('subscription_id', () => subscriptions.id),
    ...statusMove(SUBSCRIPTION_STATUSES),
    kind: text('kind', { enum: SUBSCRIPTION_EVENT_KINDS }).notNull().default('status'),
    /** The payment a money entry is about, and its amount in agorot. */
    paymentId: integer('payment_id').references((): AnyPgColumn => subscriptionPayments.id, { onDelete: 'set null' }),
    amount: integer('amount'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

/** One row: the last receipt number given. */
export const receiptCounter = pgTable('receipt_counter', {
  id: integer('id').primaryKey().default(1),
  last: integer('last').notNull().default(0),
});

/** A run of the due charges (POST .../charge_scheduled_subscriptions): its key makes a second call a no-op. */
export const chargeRuns = pgTable('charge_runs', {
  id: identityId(),
  invocationKey: text('invocation_key').notNull().unique(),
  status: text('status', { enum: ['running', 'finished', 'failed'] })
    .notNull()
    .default('running'),
  due: integer('due').notNull().default(0),
  charged: integer('charged').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  ended: integer('ended').notNull().default(0),
  error: text('error'),
  startedBy: userRef('started_by'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Written as a running run goes on; a run whose heartbeat is older than its lease died with its process. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The sandbox provider's own ledger: one charge per idempotency key, whatever how often it is asked. */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  reference: text('reference').notNull(),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});

export const PAYMENT_REQUEST_STATUSES = ['open', 'processing', 'paid', 'cancelled'] as const;

/**
 * A hosted payment link (POST /subscription_payment/payment_request): a person pays a subscription's next charge (and
 * leaves the card for the following ones) or an open order at /pay/<token>. Paid once: a second visit shows the receipt.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: identityId(),
    token: text('token').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    personId: personRef(),
    amount: integer('amount').notNull(),
    /** The subscription period the link pays (its start); null for an order's link. */
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'string' }),
    description: text('description').notNull(),
    status: text('status', { enum: PAYMENT_REQUEST_STATUSES }).notNull().default('open'),
    successUrl: text('success_url'),
    attempts: integer('attempts').notNull().default(0),
    lastFailure: text('last_failure'),
    receiptNumber: integer('receipt_number'),
    providerReference: text('provider_reference'),
    /** A provider's own hosted page for this request (PayPlus: page_request_uid and payment_page_link); null on the sandbox. */
    providerPageUid: text('provider_page_uid'),
    providerLink: text('provider_link'),
    createdBy: userRef('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_requests_token_idx').on(t.token),
    index('payment_requests_subscription_idx').on(t.subscriptionId),
    index('payment_requests_order_idx').on(t.orderId),
    index('payment_requests_page_uid_idx').on(t.providerPageUid),
    // One link of an order, or of a subscription's period, is paid (or being paid) at a time.
    uniqueIndex('payment_requests_order_taken_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('processing', 'paid') and ${t.orderId} is not null`),
    uniqueIndex('payment_requests_period_taken_key')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.status} in ('processing', 'paid') and ${t.periodStart} is not null`),
  ],
);

/**
 * PayPlus calls that move money (charge a stored token, refund), one row per idempotency key, written before PayPlus
 * is asked: asked again, the stored answer is given; a row still `sent` (no answer came back) is never sent twice.
 */
export const payplusCalls = pgTable('payplus_calls', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['sent', 'succeeded', 'failed'] })
    .notNull()
    .default('sent'),
  reference: text('reference'),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});

/**
 * Money a provider took that nothing was owed for: a link paid at the provider after its order or period was paid
 * another way (staff marked it paid, another link, a scheduled charge), or a second transaction on a paid link. Kept
 * once per transaction (the provider may tell us again), for staff to check and refund; never counted as a payment.
 */
export const unmatchedPayments = pgTable(
  'unmatched_payments',
  {
    id: identityId(),
    /** The provider's transaction, as payments keep it (`pp_<uid>`). */
    reference: text('reference').notNull(),
    paymentRequestId: integer('payment_request_id').references(() => paymentRequests.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    personId: personRef(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unmatched_payments_reference_key').on(t.reference),
    index('unmatched_payments_order_idx').on(t.orderId),
  ],
);
