// Payment calls under /api/payment ('Payment'): a person's subscription payment link, and confirming
// orders whose payment link was paid but whose order stayed pending (a lost callback).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import {
  confirmOrder,
  confirmPaidOrders,
  createPaymentRequest,
  subscriptionOwnerOf,
  withHostedPage,
} from '../billing/payment-requests';
import { isPayPlus } from '../billing/payplus';
import { fixLostCallbacks } from '../billing/payplus-callbacks';
import { paymentProviderFor } from '../billing/providers';
import { httpError, notFound, validationError } from '../errors';
import { queryInt, zId } from '../schemas/common';
import { paymentRequestSchema, paymentRequestWire } from './billing';
import { byIntId, routeSchemas } from './route-schema';

const tags = ['payment'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const provider = paymentProviderFor(db, app.config);
  app.addHook('onRequest', requireUser);

  app.get('/create_person_subscription_link', {
    schema: doc("A payment link for the person's subscription (the subscription must be theirs)", {
      querystring: z
        .object({
          person_id: queryInt(zId()),
          subscription_id: queryInt(zId()),
        })
        .strict(),
      response: { 200: paymentRequestSchema },
      errors: [401, 404, 409, 422, 502],
    }),
    handler: async (request) => {
      const { person_id, subscription_id } = request.query;
      const owner = await subscriptionOwnerOf(db, subscription_id);
      if (owner === undefined) throw notFound();
      if (owner !== person_id)
        throw validationError(
          ['query', 'subscription_id'],
          "Value error, the subscription is not this person's",
          subscription_id,
          'value_error',
          'not_owner',
        );
      const made = await createPaymentRequest(
        db,
        { subscriptionId: subscription_id },
        { userId: currentUser(request).id },
      );
      return paymentRequestWire(app.config.publicUrl, await withHostedPage(db, provider, made, app.config.publicUrl));
    },
  });

  app.post('/confirm_order/:id', {
    schema: doc('Mark a pending order paid when one of its payment links was paid; `confirmed` false when none was', {
      ...byIntId,
      response: { 200: z.object({ confirmed: z.boolean() }) },
    }),
    handler: async (request) => ({ confirmed: await confirmOrder(db, request.params.id, currentUser(request).id) }),
  });

  app.post('/confirm_all_orders', {
    schema: doc('Confirm every pending order one of whose payment links was paid', {
      response: { 200: z.object({ confirmed: z.int() }) },
      errors: [401],
    }),
    handler: async (request) => ({ confirmed: await confirmPaidOrders(db, currentUser(request).id) }),
  });

  app.post('/fix_payplus_callback', {
    schema: doc(
      'Read back from PayPlus every payment link still waiting whose callback never came, and record what PayPlus did (once: a second call changes nothing); zeros on the sandbox',
      { response: { 200: z.object({ checked: z.int(), fixed: z.int() }) }, errors: [401, 502] },
    ),
    handler: async () => {
      if (!isPayPlus(provider)) return { checked: 0, fixed: 0 };
      try {
        return await fixLostCallbacks(db, app.queue, provider);
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'fix_payplus_callback: PayPlus did not answer');
        throw httpError(502, 'PROVIDER_UNAVAILABLE');
      }
    },
  });
};

export default paymentRoutes;
