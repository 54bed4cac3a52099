// Charging under /api/subscription_payment ('Subscription payments'): what is due, running the due
// charges under an invocation key (superusers; the same key twice charges nobody twice), the runs and their
// progress, and charging one subscription now (staff): only what is owed, or, confirmed, its named next period early.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSuperuser, requireUser } from '../auth/guards';
import {
  chargeDue,
  chargeRunOf,
  chargeSubscription,
  dueSummary,
  failAbandonedRuns,
  latestChargeRuns,
  type ChargeRun,
} from '../billing/charge';
import { paymentOf } from '../billing/payment-row';
import { metricsSchema, subscriptionMetrics } from '../billing/metrics';
import type { PaymentProvider } from '../billing/provider';
import { paymentProviderFor } from '../billing/providers';
import { createPaymentRequest, withHostedPage, type PaymentRequest } from '../billing/payment-requests';
import { httpError, notFound } from '../errors';
import { intIdParams, queryInt, zInt, zId } from '../schemas/common';
import { routeSchemas } from './route-schema';

const tags = ['billing'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const runSchema = z
  .object({
    id: z.int(),
    invocation_key: z.string(),
    status: z.string(),
    due: z.int(),
    charged: z.int(),
    failed: z.int(),
    ended: z.int(),
    error: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ChargeRun' });
const runWire = (r: ChargeRun) => ({
  id: r.id,
  invocation_key: r.invocationKey,
  status: r.status,
  due: r.due,
  charged: r.charged,
  failed: r.failed,
  ended: r.ended,
  error: r.error,
  started_at: r.startedAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

export const paymentRequestSchema = z
  .object({
    id: z.int(),
    url: z.string(),
    amount: z.int(),
    description: z.string(),
    status: z.string(),
    subscription_id: z.int().nullable(),
    order_id: z.int().nullable(),
    expires_at: z.string(),
    receipt_number: z.int().nullable(),
  })
  .meta({ id: 'PaymentRequest' });
/** A payment request as the API sends it: its hosted page's address, not its bare token. */
export const paymentRequestWire = (publicUrl: string, r: PaymentRequest) => ({
  id: r.id,
  url: r.providerLink ?? `${publicUrl}/pay/${r.token}`,
  amount: r.amount,
  description: r.description,
  status: r.status,
  subscription_id: r.subscriptionId,
  order_id: r.orderId,
  expires_at: r.expiresAt.toISOString(),
  receipt_number: r.receiptNumber,
});

/** What is due and the subscription figures. */
const figureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/due', {
    schema: doc('How many subscriptions are due to be charged now, and their total (agorot)', {
      response: { 200: z.object({ due: z.int(), amount: z.int() }) },
      errors: [401],
    }),
    handler: async () => dueSummary(db),
  });

  app.get('/metrics', {
    schema: doc(
      "Home's subscription figures: subscribers by status, monthly recurring revenue (a yearly price counts a twelfth), new and lost in the last 30 days, net payments in the last 30 days (agorot)",
      { response: { 200: metricsSchema }, errors: [401] },
    ),
    handler: async () => subscriptionMetrics(db),
  });
};

/** Running the due charges and reading the runs (superusers). */
const runRoutes =
  (provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app;

    app.post('/charge_scheduled_subscriptions', {
      onRequest: requireSuperuser,
      schema: doc(
        'Charge every subscription due now. The same invocation_key again answers the first run and charges nobody; without `wait` the run goes on in the background (202) and GET charge_runs/{key} shows its progress',
        {
          body: z.object({ invocation_key: z.string().trim().min(8).max(100), wait: z.boolean().optional() }).strict(),
          response: { 200: runSchema, 202: runSchema },
          errors: [401, 403, 422],
        },
      ),
      handler: async (request, reply) => {
        const { invocation_key: key, wait } = request.body;
        const userId = currentUser(request).id;
        if (wait) return runWire(await chargeDue(db, provider, key, { userId, queue: app.queue }));
        const started = await new Promise<ChargeRun>((resolve, reject) => {
          chargeDue(db, provider, key, { userId, onStart: resolve, queue: app.queue })
            .then(resolve)
            .catch((error: unknown) => {
              request.log.error({ err: error, key }, 'charge run failed');
              reject(error as Error);
            });
        });
        return reply.code(started.status === 'running' ? 202 : 200).send(runWire(started));
      },
    });

    app.get('/charge_runs', {
      onRequest: requireSuperuser,
      schema: doc('The latest charge runs, newest first', {
        querystring: z.object({ limit: queryInt(zInt().min(1).max(100)).default(20) }),
        response: { 200: z.object({ items: z.array(runSchema) }) },
        errors: [401, 403, 422],
      }),
      handler: async (request) => {
        await failAbandonedRuns(db);
        return { items: (await latestChargeRuns(db, request.query.limit)).map(runWire) };
      },
    });

    app.get('/charge_runs/:key', {
      onRequest: requireSuperuser,
      schema: doc('One run and its progress', {
        params: z.object({ key: z.string().max(100) }),
        response: { 200: runSchema },
        errors: [401, 403, 404],
      }),
      handler: async (request) => {
        await failAbandonedRuns(db);
        const run = await chargeRunOf(db, request.params.key);
        if (!run) throw notFound();
        return runWire(run);
      },
    });
  };

/** Charging one subscription or order: a payment link, or a charge now (staff). */
const chargeRoutes =
  (provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app;

    app.post('/payment_request', {
      schema: doc(
        "A payment link for a person to pay a subscription's next charge (keeping the card for later ones) or an open order, on the hosted page; it stays payable for 7 days and is paid once",
        {
          body: z
            .object({
              subscription_id: zId().optional(),
              order_id: zId().optional(),
              override_success_url: z
                .url({ protocol: /^https?$/ })
                .max(2000)
                .optional(),
            })
            .strict()
            .refine((b) => (b.subscription_id === undefined) !== (b.order_id === undefined), {
              message: 'Give either subscription_id or order_id',
              path: ['subscription_id'],
            }),
          response: { 201: paymentRequestSchema },
          errors: [401, 404, 409, 422, 502],
        },
      ),
      handler: async (request, reply) => {
        const { subscription_id, order_id, override_success_url } = request.body;
        const made = await createPaymentRequest(
          db,
          { subscriptionId: subscription_id, orderId: order_id },
          { successUrl: override_success_url ?? null, userId: currentUser(request).id },
        );
        return reply
          .code(201)
          .send(
            paymentRequestWire(app.config.publicUrl, await withHostedPage(db, provider, made, app.config.publicUrl)),
          );
      },
    });

    app.post('/charge_subscription/:id', {
      schema: doc(
        "Charge what the subscription owes now (its due, past-due or declined period); 409 NOT_DUE when nothing is owed. With period_start (the next period's start, as GET subscription/{id}/next_charge gives it) and early: true, that period is charged before it is due. A period is paid once: asked again, at the same time or later, it answers the first payment",
        {
          params: intIdParams,
          body: z
            .object({ period_start: z.iso.datetime({ offset: true }).optional(), early: z.boolean().optional() })
            .strict()
            .refine((b) => !b.early || b.period_start !== undefined, {
              message: 'An early charge names its period (period_start)',
              path: ['period_start'],
            })
            .nullish(),
          response: {
            200: z.object({
              outcome: z.enum(['charged', 'failed', 'ended', 'skipped']),
              payment: z.record(z.string(), z.unknown()).nullable(),
            }),
          },
          errors: [401, 404, 409, 422, 502],
        },
      ),
      handler: async (request) => {
        const { period_start: period, early } = request.body ?? {};
        const { outcome, paymentId } = await chargeSubscription(db, provider, request.params.id, {
          userId: currentUser(request).id,
          period,
          early,
          queue: app.queue,
        });
        if (outcome === 'not_due') throw httpError(409, 'NOT_DUE');
        const payment = paymentId ? await paymentOf(db, paymentId) : undefined;
        return {
          outcome,
          payment: payment
            ? {
                id: payment.id,
                status: payment.status,
                amount: payment.amount,
                receipt_number: payment.receipt_number,
                failure_reason: payment.failure_reason,
              }
            : null,
        };
      },
    });
  };

/** Signed-in users only; the sub-areas register in this order, the API document's order. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.db, app.config);
  app.addHook('onRequest', requireUser);
  await app.register(figureRoutes);
  await app.register(runRoutes(provider));
  await app.register(chargeRoutes(provider));
};

export default billingRoutes;
