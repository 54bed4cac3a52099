// Subscriptions under /api/subscription ('Payment': GET subscription/{id}). A new one copies
// its option's price and period and starts trialing or active; its status moves only along SUBSCRIPTION_MOVES, by
// POST /subscription/{id}/status, and every move is kept with who, when and why (GET /subscription/{id}/history).
// Not a definition: its table is the billing engine's (billing/charge.ts, change-option.ts, payment-requests.ts,
// refunds.ts), which reads and writes it row-locked in every path that takes money, through the table's typed
// columns; a definition's table is untyped to the compiler, so moving it would leave those paths checked by tests
// alone. Its states, moves and limits are shared with the admin (definitions/billing/subscriptions.ts).
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { changeOption } from '../billing/change-option';
import { nextCharge } from '../billing/charge';
import { endOfPeriod } from '../billing/period';
import { paymentProviderFor } from '../billing/providers';
import { defineCrud } from '../crud/defineCrud';
import { toWire } from '../crud/records';
import type { Tx } from '../db/client';
import {
  people,
  SUBSCRIPTION_STATUSES,
  subscriptionEvents,
  subscriptionOptions,
  subscriptionPayments,
  subscriptions,
  users,
  type SubscriptionStatus,
} from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, statusMoveError } from '../errors';
import { intIdParams, queryInt, zInt, zId } from '../schemas/common';
import { agorot, ruleError, when } from '../crud/rules';
import { SUBSCRIPTION_LIMITS, SUBSCRIPTION_MOVES } from '../../../definitions/billing/subscriptions';

const create = z
  .object({
    person_id: zId(),
    option_id: zId(),
    started_at: when().optional().describe('Default: now'),
    price: agorot().optional().describe("Default: the option's price"),
    payment_token: z.string().trim().max(SUBSCRIPTION_LIMITS.paymentToken).nullable().optional(),
    notes: z.string().trim().max(SUBSCRIPTION_LIMITS.notes).nullable().optional(),
  })
  .strict();

const update = z
  .object({
    price: agorot().optional(),
    next_charge_at: when().nullable().optional(),
    cancel_at_period_end: z.boolean().optional(),
    payment_token: z.string().trim().max(SUBSCRIPTION_LIMITS.paymentToken).nullable().optional(),
    notes: z.string().trim().max(SUBSCRIPTION_LIMITS.notes).nullable().optional(),
  })
  .strict();

/** Records a move (or its first status) in the history. */
async function record(
  tx: Tx,
  subscriptionId: number,
  from: SubscriptionStatus | null,
  to: SubscriptionStatus,
  userId: string | null,
  note: string | null,
) {
  await tx.insert(subscriptionEvents).values({ subscriptionId, fromStatus: from, toStatus: to, userId, note });
}

/** Moves the subscription to `to` if allowed (422 `status_move` naming the allowed moves otherwise). */
export async function moveSubscription(
  tx: Tx,
  subscriptionId: number,
  to: SubscriptionStatus,
  userId: string | null,
  note: string | null,
): Promise<void> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!row) throw notFound();
  if (row.status === to) return;
  const allowed = SUBSCRIPTION_MOVES[row.status];
  if (!allowed.includes(to)) throw statusMoveError('subscription', row.status, to, allowed);
  const now = new Date().toISOString();
  await tx
    .update(subscriptions)
    .set({
      status: to,
      ...(to === 'cancelled' || to === 'ended' ? { cancelledAt: now, nextChargeAt: null } : {}),
      ...(to === 'paused' ? { nextChargeAt: null } : {}),
      ...(row.status === 'paused' && to === 'active' ? { nextChargeAt: row.currentPeriodEnd } : {}),
    })
    .where(eq(subscriptions.id, subscriptionId));
  await record(tx, subscriptionId, row.status, to, userId, note);
}

export default defineCrud({
  name: 'subscription',
  table: subscriptions,
  base: '/subscription',
  listPath: '/subscriptions',
  paging: 'offset',
  defaultLimit: 50,
  create,
  notes: true,
  update,
  sortable: ['id', 'created_at', 'started_at', 'next_charge_at', 'price', 'status'],
  defaultSort: 'id',
  defaultOrder: 'desc',
  filters: {
    status: { schema: z.enum(SUBSCRIPTION_STATUSES) },
    cancel_at_period_end: { schema: z.preprocess((v) => v === 'true' || v === true, z.boolean()) },
  },
  hooks: {
    async beforeWrite(tx, values, { id: existing }) {
      if (existing !== undefined) return values;
      const [option] = await tx
        .select()
        .from(subscriptionOptions)
        .where(eq(subscriptionOptions.id, Number(values.option_id)));
      if (!option) throw ruleError('option_id', 'no record with this id', values.option_id, 'not_found');
      const [person] = await tx
        .select({ id: people.id })
        .from(people)
        .where(eq(people.id, Number(values.person_id)));
      if (!person) throw ruleError('person_id', 'no record with this id', values.person_id, 'not_found');
      const start = String(values.started_at ?? new Date().toISOString());
      const end = endOfPeriod(start, option.billing_period, option.trial_days).toISOString();
      return {
        ...values,
        started_at: start,
        price: values.price ?? option.price,
        billing_period: option.billing_period,
        status: option.trial_days > 0 ? 'trialing' : 'active',
        current_period_start: start,
        current_period_end: end,
        next_charge_at: end,
      };
    },
    async afterCreate(tx, row) {
      await record(tx, Number(row.id), null, row.status as SubscriptionStatus, null, null);
    },
    /** A subscription with payments is history the books need: cancel or end it instead (409 IN_USE). */
    async beforeDelete(tx, ids) {
      const [paid] = await tx
        .select({ id: subscriptionPayments.id })
        .from(subscriptionPayments)
        .where(inArray(subscriptionPayments.subscription_id, ids))
        .limit(1);
      if (paid) throw httpError(409, 'IN_USE');
    },
  },
  extend: async (app) => {
    app.post('/subscription/:id/status', {
      schema: {
        tags: ['subscription'],
        summary:
          'Move the subscription to another status (422 status_move names the allowed moves); the reason is kept in its history',
        security: authSecurity,
        params: intIdParams,
        body: z
          .object({
            status: z.enum(SUBSCRIPTION_STATUSES),
            note: z.string().trim().max(SUBSCRIPTION_LIMITS.moveNote).optional(),
          })
          .strict(),
        response: { 200: z.object({ id: z.int() }).catchall(z.unknown()), ...errorResponses(401, 404, 422) },
      },
      handler: async (request) => {
        const { status, note } = request.body;
        return app.db.transaction(async (tx) => {
          await moveSubscription(tx, request.params.id, status, currentUser(request).id, note || null);
          const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, request.params.id));
          return toWire(subscriptions, row as Record<string, unknown>) as { id: number };
        });
      },
    });

    const provider = paymentProviderFor(app.db, app.config);
    app.post('/subscription/:id/change_option', {
      schema: {
        tags: ['subscription'],
        summary:
          'Move the subscriber to another option: from the next charge, or prorated now (an upgrade is charged the difference at once, 402 PRORATION_DECLINED when declined; a downgrade leaves credit for the next charges)',
        security: authSecurity,
        params: intIdParams,
        body: z.object({ option_id: zId(), prorate: z.boolean().default(false) }).strict(),
        response: {
          200: z.object({
            prorated: z.int(),
            outcome: z.enum(['none', 'charged', 'credited']),
            payment_id: z.int().nullable(),
            receipt_number: z.int().nullable(),
          }),
          ...errorResponses(401, 402, 404, 409, 422, 502),
        },
      },
      handler: async (request) =>
        changeOption(
          app.db,
          provider,
          request.params.id,
          request.body.option_id,
          request.body.prorate,
          currentUser(request).id,
        ),
    });

    app.get('/subscription/:id/next_charge', {
      schema: {
        tags: ['subscription'],
        summary:
          "The next period as 'charge now' confirms it: its amount (agorot, credit taken off), its dates, whether it is owed now (due, or past due after a decline) and whether the subscription takes charges at all",
        security: authSecurity,
        params: intIdParams,
        response: {
          200: z.object({
            chargeable: z.boolean(),
            due: z.boolean(),
            amount: z.int(),
            period_start: z.string(),
            period_end: z.string(),
          }),
          ...errorResponses(401, 404, 422),
        },
      },
      handler: async (request) => nextCharge(app.db, request.params.id),
    });

    app.get('/subscription/:id/history', {
      schema: {
        tags: ['subscription'],
        summary:
          "The subscription's history, newest first: status moves and money (kind charged, charge_failed, refunded, with the payment and its amount in agorot); and the statuses it can move to now",
        security: authSecurity,
        params: intIdParams,
        querystring: z.object({ limit: queryInt(zInt().min(1).max(500)).default(100) }),
        response: {
          200: z.object({
            allowed_statuses: z.array(z.enum(SUBSCRIPTION_STATUSES)),
            items: z.array(
              z.object({
                id: z.int(),
                kind: z.string(),
                from_status: z.string().nullable(),
                to_status: z.string().nullable(),
                note: z.string().nullable(),
                payment_id: z.int().nullable(),
                amount: z.int().nullable(),
                at: z.string(),
                by: z.string().nullable(),
              }),
            ),
          }),
          ...errorResponses(401, 404, 422),
        },
      },
      handler: async (request) => {
        const [row] = await app.db
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.id, request.params.id));
        if (!row) throw notFound();
        const events = await app.db
          .select({
            id: subscriptionEvents.id,
            kind: subscriptionEvents.kind,
            paymentId: subscriptionEvents.paymentId,
            amount: subscriptionEvents.amount,
            from: subscriptionEvents.fromStatus,
            to: subscriptionEvents.toStatus,
            note: subscriptionEvents.note,
            at: subscriptionEvents.createdAt,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
          })
          .from(subscriptionEvents)
          .leftJoin(users, eq(users.id, subscriptionEvents.userId))
          .where(eq(subscriptionEvents.subscriptionId, request.params.id))
          .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
          .limit(request.query.limit);
        return {
          allowed_statuses: [...SUBSCRIPTION_MOVES[row.status]],
          items: events.map((e) => ({
            id: e.id,
            kind: e.kind,
            from_status: e.from,
            to_status: e.to,
            note: e.note,
            payment_id: e.paymentId,
            amount: e.amount,
            at: e.at.toISOString(),
            by: e.email ? `${e.first ?? ''} ${e.last ?? ''}`.trim() || e.email : null,
          })),
        };
      },
    });
  },
  sample: (unique) => ({ notes: `מנוי ${unique}` }),
  async sampleRefs(db) {
    const [person] = await db
      .insert(people)
      .values({ firstName: 'מנויה', lastName: 'לדוגמה' })
      .returning({ id: people.id });
    const [option] = await db
      .insert(subscriptionOptions)
      .values({ name: 'מנוי לדוגמה', price: 4900 })
      .returning({ id: subscriptionOptions.id });
    return { person_id: person!.id, option_id: option!.id };
  },
});
