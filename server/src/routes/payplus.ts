// PayPlus's callback: POST /api/payment/payplus/callback. No sign-in: PayPlus signs it, so a callback is
// taken only with a `hash` header that is the HMAC-SHA256 of its exact body under our secret key (401 otherwise, and
// nothing changes). Taken twice or out of order, it changes nothing more (billing/payplus-callbacks.ts). 404 when this
// server does not use PayPlus. An answer other than 2xx makes PayPlus send it again later.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyNotice } from '../billing/payplus-callbacks';
import { isPayPlus, type PayPlusNotice } from '../billing/payplus';
import { paymentProviderFor } from '../billing/providers';
import { errorResponses, httpError, notFound } from '../errors';

const notice = z
  .object({
    transaction_type: z.string().max(50).optional(),
    transaction: z
      .object({
        uid: z.string().min(1).max(100),
        status_code: z.string().max(10),
        amount: z.coerce.number().min(0).max(100_000_000),
        type: z.string().max(50).optional(),
        more_info: z.string().max(500).nullish(),
        payment_page_request_uid: z.string().max(100).nullish(),
      })
      .passthrough(),
    data: z
      .object({
        card_information: z
          .object({ token: z.string().max(200).nullish(), four_digits: z.string().max(4).nullish() })
          .passthrough()
          .nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

const payplusRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.db, app.config);
  // the signature is over the body's exact bytes: keep them
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(httpError(400, 'INVALID_JSON'), undefined);
    }
  });

  app.post('/callback', {
    schema: {
      tags: ['payment'],
      summary:
        "PayPlus's callback for a payment page's transaction (charge or refund), signed in its `hash` header; applied once",
      body: notice,
      response: {
        200: z.object({ applied: z.enum(['paid', 'refunded', 'failed', 'unchanged', 'unmatched']) }),
        ...errorResponses(400, 401, 404, 409, 422),
      },
    },
    preValidation: async (request) => {
      if (!isPayPlus(provider)) throw notFound();
      const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
      // the exact bytes, or (as PayPlus's own example checks it) the parsed body written out again as JSON
      if (
        !provider.verifyCallback(raw, request.headers) &&
        !provider.verifyCallback(JSON.stringify(request.body), request.headers)
      )
        throw httpError(401, 'INVALID_SIGNATURE');
    },
    handler: async (request) => {
      if (!isPayPlus(provider)) throw notFound();
      const applied = await applyNotice(app.db, app.queue, provider, request.body as PayPlusNotice);
      if (applied === 'unknown_request') throw notFound();
      if (applied === 'later') throw httpError(409, 'NOT_YET');
      return { applied };
    },
  });
};

export default payplusRoutes;
