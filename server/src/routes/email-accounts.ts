// Mail accounts of the support inbox under /api/email/accounts ('Email accounts'): IMAP and SMTP
// settings, passwords sealed at rest (support/secret-box.ts) and never answered; check now, test settings, and the
// mail an account received. Superusers only (Settings).
// Not a factory entity on purpose: the factory would add import (whose failure reports keep each refused input, a
// password included), bulk update and PUT routes, and answer every column; these few accounts need none of that.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuperuser } from '../auth/guards';
import { deleteByIdRoute, routeSchemas, guardedRoutes } from './route-schema';
import { httpError } from '../errors';
import { intIdParams, listResponse, queryInt, zInt } from '../schemas/common';
import {
  accountMails,
  createAccount,
  deleteAccount,
  listAccounts,
  readAccount,
  updateAccount,
} from '../support/account-store';
import { checkAccount } from '../support/check';
import { testImap } from '../support/imap';
import { mailFailure } from '../support/mail-errors';
import { sealSecret } from '../support/secret-box';
import { testSmtp } from '../support/smtp';
import { accountSchema, accountWire, checkResultSchema, messageSchema, messageWire } from '../support/wire';

const tags = ['email accounts'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const host = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.:-]+$/, { message: 'Value error, a host name or address' });
const port = () => zInt().min(1).max(65535);
const password = () => z.string().min(1).max(1000);

const settingsFields = {
  imap_host: host(),
  imap_port: port().default(993),
  imap_tls: z.boolean().default(true),
  imap_user: z.string().trim().min(1).max(320),
  imap_password: password(),
  smtp_host: host(),
  smtp_port: port().default(465),
  smtp_tls: z.boolean().default(true),
  smtp_user: z.string().trim().max(320).optional().describe('Default: the IMAP user'),
  smtp_password: password().optional().describe('Default: the IMAP password'),
};
const accountCreate = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(320),
    from_name: z.string().trim().max(100).default(''),
    is_active: z.boolean().default(true),
    ...settingsFields,
  })
  .strict();
const accountUpdate = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(320),
    from_name: z.string().trim().max(100),
    is_active: z.boolean(),
    imap_host: host(),
    imap_port: port(),
    imap_tls: z.boolean(),
    imap_user: z.string().trim().min(1).max(320),
    imap_password: password().describe('Leave out to keep the stored one'),
    smtp_host: host(),
    smtp_port: port(),
    smtp_tls: z.boolean(),
    smtp_user: z.string().trim().max(320),
    smtp_password: password().describe('Leave out to keep the stored one'),
  })
  .partial()
  .strict();
const settingsTest = z.object(settingsFields).strict();
const probeSchema = z.object({ ok: z.boolean(), error_code: z.string().nullable(), error: z.string().nullable() });

/** SMTP signs in as the IMAP user with the IMAP password unless it is given its own. */
const withSmtpDefaults = <T extends z.infer<typeof settingsTest>>(b: T) => ({
  ...b,
  smtp_user: b.smtp_user || b.imap_user,
  smtp_password: b.smtp_password ?? b.imap_password,
});

type AccountPatch = z.infer<typeof accountUpdate>;
type AccountCreate = ReturnType<typeof withSmtpDefaults<z.infer<typeof accountCreate>>>;

/**
 * An account's stored columns from the API's fields, its passwords sealed. A field left out of a change is undefined,
 * which the update leaves as it is; a new account has every field (given or defaulted).
 */
function accountColumns(b: AccountCreate, secretKey: string): Parameters<typeof createAccount>[1];
function accountColumns(b: AccountPatch, secretKey: string): Parameters<typeof updateAccount>[2];
function accountColumns(b: AccountPatch, secretKey: string): Parameters<typeof updateAccount>[2] {
  const seal = (plain: string | undefined) => (plain === undefined ? undefined : sealSecret(secretKey, plain));
  return {
    name: b.name,
    email: b.email?.toLowerCase(),
    fromName: b.from_name,
    isActive: b.is_active,
    imapHost: b.imap_host,
    imapPort: b.imap_port,
    imapTls: b.imap_tls,
    imapUser: b.imap_user,
    imapPasswordEnc: seal(b.imap_password),
    smtpHost: b.smtp_host,
    smtpPort: b.smtp_port,
    smtpTls: b.smtp_tls,
    smtpUser: b.smtp_user,
    smtpPasswordEnc: seal(b.smtp_password),
  };
}

/** Signing in to one server with these settings: ok, or why not (mail-errors.ts). */
async function probe(protocol: 'IMAP' | 'SMTP', work: () => Promise<void>, where: { host: string; port: number }) {
  try {
    await work();
    return { ok: true, error_code: null, error: null };
  } catch (error) {
    const failure = mailFailure(error, { ...where, protocol });
    return { ok: false, error_code: failure.code, error: failure.message };
  }
}

/** The accounts: listed and added. */
const accountListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/', {
    schema: doc('Mail accounts, with their last check', {
      response: { 200: listResponse(accountSchema) },
      errors: [401, 403],
    }),
    handler: async () => {
      const rows = await listAccounts(db);
      return { items: rows.map(accountWire), total: rows.length };
    },
  });

  app.post('/', {
    schema: doc('Add a mail account (its passwords are stored encrypted and never answered)', {
      body: accountCreate,
      response: { 201: accountSchema },
      errors: [401, 403, 422],
    }),
    handler: async (request, reply) => {
      const b = withSmtpDefaults(request.body);
      const row = await createAccount(db, accountColumns(b, config.secretKey));
      return reply.code(201).send(accountWire(row));
    },
  });
};

/** Settings tried without saving them. */
const settingsTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/test', {
    schema: doc('Try settings without saving them: sign in to IMAP and to SMTP', {
      body: settingsTest,
      response: { 200: z.object({ imap: probeSchema, smtp: probeSchema }) },
      errors: [401, 403, 422],
    }),
    handler: async (request) => {
      const b = withSmtpDefaults(request.body);
      const imap = {
        host: b.imap_host,
        port: b.imap_port,
        tls: b.imap_tls,
        user: b.imap_user,
        password: b.imap_password,
      };
      const smtp = {
        host: b.smtp_host,
        port: b.smtp_port,
        tls: b.smtp_tls,
        user: b.smtp_user,
        password: b.smtp_password,
      };
      const [imapResult, smtpResult] = await Promise.all([
        probe('IMAP', () => testImap(imap), imap),
        probe('SMTP', () => testSmtp(smtp), smtp),
      ]);
      return { imap: imapResult, smtp: smtpResult };
    },
  });
};

/** One account: read, changed, removed. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/:id', {
    schema: doc('One mail account', {
      params: intIdParams,
      response: { 200: accountSchema },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => accountWire(await readAccount(db, request.params.id)),
  });

  app.patch('/:id', {
    schema: doc('Change a mail account; a password left out stays as it is', {
      params: intIdParams,
      body: accountUpdate,
      response: { 200: accountSchema },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => {
      const current = await readAccount(db, request.params.id);
      const b = request.body;
      const moved =
        (b.imap_host !== undefined && b.imap_host !== current.imapHost) ||
        (b.imap_user !== undefined && b.imap_user !== current.imapUser);
      const row = await updateAccount(db, current.id, {
        ...accountColumns(b, config.secretKey),
        // Another mailbox: its UIDs mean nothing here, read it from the start (stored mails are not stored twice).
        ...(moved ? { uidValidity: null, lastUid: 0 } : {}),
      });
      return accountWire(row);
    },
  });

  deleteByIdRoute(app, '/:id', 'Remove a mail account; its inquiries stay', (id) => deleteAccount(db, id), {
    tags,
    params: intIdParams,
    errors: [401, 403, 404, 422],
  });
};

/** An account's mail: the newest received, and a check now. */
const accountMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/:id/emails', {
    schema: doc('The newest mails this account received', {
      params: intIdParams,
      querystring: z.object({ limit: queryInt(zInt().min(1).max(500)).default(50) }).strict(),
      response: { 200: listResponse(messageSchema) },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => {
      await readAccount(db, request.params.id);
      const { rows, total } = await accountMails(db, request.params.id, request.query.limit);
      return { items: rows.map((m) => messageWire(config, m)), total };
    },
  });

  app.post('/:id/check', {
    schema: doc(
      'Read new mail now: answers what was found, or why the server could not be read (also kept on the account)',
      { params: intIdParams, response: { 200: checkResultSchema }, errors: [401, 403, 404, 409, 422] },
    ),
    handler: async (request) => {
      await readAccount(db, request.params.id);
      const result = await checkAccount(db, app.queue, config, request.params.id, request.log);
      if (result === 'busy') throw httpError(409, 'CHECK_IN_PROGRESS');
      return result;
    },
  });
};

const emailAccountRoutes = guardedRoutes(
  requireSuperuser,
  accountListRoutes,
  settingsTestRoutes,
  accountRoutes,
  accountMailRoutes,
);

export default emailAccountRoutes;
