// GET /api/email/domain/{domain} (signed-in users): {status, has_mx} from a DNS MX look-up, for the e-mail
// input's server check. 503 DOMAIN_CHECK_UNAVAILABLE when DNS gives no answer in time (the admin stays silent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses, httpError } from '../errors';
import {
  createDomainChecker,
  DomainCheckUnavailable,
  normaliseDomain,
  type DomainChecker,
} from '../people/email-domain';

export interface EmailDomainOptions {
  /** Default: a real DNS look-up (2 s time-out, answers cached for an hour, refusals for 5 minutes). */
  checker?: DomainChecker;
}

const domainParams = z.object({
  domain: z
    .string()
    .max(300)
    .transform((text, ctx) => {
      const domain = normaliseDomain(text);
      if (!domain) {
        ctx.addIssue({
          code: 'custom',
          message: 'value is not a valid domain name',
          input: text,
          params: { code: 'domain_name_invalid' },
        });
        return z.NEVER;
      }
      return domain;
    }),
});

const answer = z.object({ status: z.enum(['valid', 'invalid']), has_mx: z.boolean() }).meta({ id: 'EmailDomainCheck' });

const emailDomainRoutes: FastifyPluginAsyncZod<EmailDomainOptions> = async (app, options) => {
  const check = options.checker ?? createDomainChecker();
  app.addHook('onRequest', requireUser);

  app.get('/:domain', {
    schema: {
      tags: ['e-mail'],
      summary: 'Whether a domain can receive mail (MX look-up, cached)',
      security: authSecurity,
      params: domainParams,
      response: { 200: answer, ...errorResponses(401, 422, 503) },
    },
    handler: async (request) => {
      try {
        return await check(request.params.domain);
      } catch (error) {
        if (error instanceof DomainCheckUnavailable) {
          request.log.warn({ domain: request.params.domain, reason: error.message }, 'e-mail domain check unavailable');
          throw httpError(503, 'DOMAIN_CHECK_UNAVAILABLE');
        }
        throw error;
      }
    },
  });
};

export default emailDomainRoutes;
