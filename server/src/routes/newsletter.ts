// The newsletter's own routes under /api/newsletter; lists, segments, templates and campaigns themselves
// come from the CRUD factory (server/src/newsletter/entities). Here: list members (add, remove, set a status),
// contacts, recipient counts, previews, test sends, the campaign actions (send or schedule, pause, resume, cancel)
// and statistics. Every multi-row write is one transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { MEMBER_STATUSES, newsletterCampaigns, newsletterLists, people, personEmails } from '../db/schema/index';
import { IMPORT_MAX_RECORDS, importReason } from '../crud/imports';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, validationError } from '../errors';
import { rowsOf } from '../people/read';
import { moveCampaign, sendCampaign } from '../newsletter/campaigns';
import { composeMessage, layoutOf } from '../newsletter/compose';
import { contactOf, contactRowSchema, contactSchema, listContacts, listSummarySchema } from '../newsletter/contacts';
import { dryRunImport, importContacts, listImports, revertContactImport } from '../newsletter/import';
import { addMembers, checkSubscribable, listOrNotFound, removeMembers, setMemberStatus } from '../newsletter/members';
import { newsletterText } from '../newsletter/public-pages.messages';
import { countRecipients } from '../newsletter/recipients';
import { personalise, renderLayout } from '../newsletter/render';
import { campaignStats } from '../newsletter/stats';
import { confirmLink } from '../newsletter/tokens';
import { sanitizeHtml } from '../html';
import { intIdParams, queryInt, zInt } from '../schemas/common';

const tags = ['newsletter'];
const id = () => zInt().min(1).max(2_147_483_647);
const page = { skip: queryInt(zInt().min(0)).default(0), limit: queryInt(zInt().min(1).max(500)).default(50) };
const personIds = z.object({ person_ids: z.array(id()).min(1).max(10_000) }).strict();
const contactList = z.object({ items: z.array(contactRowSchema), total: z.int() });
const count = () => z.int();
const statsSchema = z.object({
  recipients: count(),
  queued: count(),
  sending: count(),
  sent: count(),
  failed: count(),
  bounced: count(),
  cancelled: count(),
  unsubscribed: count(),
  opens: count(),
  unique_opens: count(),
  clicks: count(),
  unique_clicks: count(),
  links: z.array(z.object({ url: z.string(), clicks: count(), unique_clicks: count() })),
  timeline: z.array(z.object({ hour: z.string(), sent: count(), opens: count(), clicks: count() })),
});
const memberParams = z.object({ id: queryInt(id()), personId: queryInt(id()) });

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.addHook('onRequest', requireUser);

  const campaignOf = async (campaignId: number) => {
    const [campaign] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaignId));
    if (!campaign) throw notFound();
    return campaign;
  };

  // ---------- members of a list ----------
  app.get('/lists/:id/members', {
    schema: {
      tags,
      summary: "A list's members with their status, newest change first",
      security: authSecurity,
      params: intIdParams,
      querystring: z
        .object({ ...page, status: z.enum(MEMBER_STATUSES).optional(), q: z.string().max(200).optional() })
        .strict(),
      response: { 200: contactList, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await listOrNotFound(db, request.params.id);
      return listContacts(db, { list_id: request.params.id, ...request.query });
    },
  });

  app.post('/lists/:id/members', {
    schema: {
      tags,
      summary:
        'Add people to a list (subscribed; unconfirmed with a confirmation mail when the list asks for double opt-in). The others are still added when some cannot be: each of those is named in `refused` (no_email: no address to send to; not_found); those who unsubscribed, bounced or complained are left as they are',
      security: authSecurity,
      params: intIdParams,
      body: personIds,
      response: {
        200: z.object({
          added: z.array(z.int()),
          already: z.array(z.int()),
          skipped: z.array(z.int()),
          refused: z.array(
            z.object({
              person_id: z.int(),
              name: z.string().describe("The person's name (empty when not found)"),
              reason: z.enum(['no_email', 'not_found']),
            }),
          ),
        }),
        ...errorResponses(401, 404, 422),
      },
    },
    handler: async (request) => {
      const result = await db.transaction((tx) => addMembers(tx, request.params.id, request.body.person_ids, 'admin'));
      const list = await listOrNotFound(db, request.params.id);
      if (list.doubleOptIn && result.added.length) await sendConfirmations(list.id, list.name, result.added);
      return result;
    },
  });

  app.post('/lists/:id/members/remove', {
    schema: {
      tags,
      summary: 'Take people off a list (their history stays)',
      security: authSecurity,
      params: intIdParams,
      body: personIds,
      response: { 200: z.object({ removed: z.int() }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => ({
      removed: await db.transaction((tx) => removeMembers(tx, request.params.id, request.body.person_ids, 'admin')),
    }),
  });

  app.put('/lists/:id/members/:personId', {
    schema: {
      tags,
      summary: "Set one person's status on a list (a person without an e-mail address cannot be subscribed)",
      security: authSecurity,
      params: memberParams,
      body: z.object({ status: z.enum(MEMBER_STATUSES) }).strict(),
      response: { 200: z.object({ status: z.enum(MEMBER_STATUSES) }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      db.transaction(async (tx) => {
        await listOrNotFound(tx, request.params.id);
        if (request.body.status === 'subscribed' || request.body.status === 'unconfirmed') {
          try {
            await checkSubscribable(tx, [request.params.personId]);
          } catch (error) {
            const code = (error as { items?: { ctx?: { code?: string } }[] }).items?.[0]?.ctx?.code;
            if (code === 'not_found') throw notFound();
            throw validationError(
              ['body', 'status'],
              'Value error, this person has no e-mail address and cannot be subscribed',
              request.body.status,
              'value_error',
              'no_email',
            );
          }
        } else {
          const [person] = await tx
            .select({ id: people.id })
            .from(people)
            .where(eq(people.id, request.params.personId));
          if (!person) throw notFound();
        }
        await setMemberStatus(tx, {
          listId: request.params.id,
          personId: request.params.personId,
          to: request.body.status,
          source: 'admin',
        });
        return { status: request.body.status };
      }),
  });

  app.post('/lists/:id/import', {
    bodyLimit: 128 * 1024 * 1024,
    schema: {
      tags,
      summary:
        "Import contacts into a list (one transaction): each row's e-mail finds or creates the customer, who is subscribed (unconfirmed, with a confirmation mail, on a double opt-in list). Those who unsubscribed, bounced or complained are not subscribed again and are reported; rows without a valid e-mail are refused with their reasons",
      security: authSecurity,
      params: intIdParams,
      body: z
        .object({
          records: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_MAX_RECORDS),
          dry_run: z.boolean().optional(),
        })
        .strict(),
      response: {
        200: z.object({
          import_id: z.int().nullable(),
          total_rows: count(),
          created: count(),
          added: count(),
          already: count(),
          skipped: z.array(
            z.object({
              row: count(),
              email: z.string(),
              person_id: z.int(),
              reason: z.enum(['unsubscribed', 'bounced', 'complained']),
            }),
          ),
          failed: z.array(z.object({ row: count(), reasons: z.array(importReason) })),
        }),
        ...errorResponses(401, 404, 422),
      },
    },
    handler: async (request) => {
      if (request.body.dry_run) {
        const checked = await dryRunImport(db, request.params.id, request.body.records);
        return { ...checked, added: checked.added.length };
      }
      const report = await db.transaction((tx) =>
        importContacts(tx, app.queue, request.params.id, request.body.records, currentUser(request).id),
      );
      // Fresh statistics after a large write keep the planner on the indexes (PGlite has no autovacuum), as the customer import does.
      if (report.created >= 1000)
        for (const table of ['people', 'person_emails', 'newsletter_members'])
          await db.execute(sql.raw(`analyze ${table}`));
      const list = await listOrNotFound(db, request.params.id);
      if (list.doubleOptIn && report.added.length) await sendConfirmations(list.id, list.name, report.added);
      return { ...report, added: report.added.length };
    },
  });

  const importEntry = z.object({
    id: z.int(),
    list_id: z.int(),
    status: z.enum(['completed', 'reverted']),
    created_by: z.string().nullable(),
    created_by_email: z.string().nullable(),
    created_at: z.date(),
    reverted_at: z.date().nullable(),
    total_rows: count(),
    created: count(),
    added: count(),
    already: count(),
    skipped: count(),
    failed: count(),
  });

  app.get('/lists/:id/imports', {
    schema: {
      tags,
      summary: "A list's contact imports, newest first: who, when and the counts",
      security: authSecurity,
      params: intIdParams,
      response: { 200: z.array(importEntry), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => listImports(db, request.params.id),
  });

  app.post('/lists/:id/imports/:importId/revert', {
    schema: {
      tags,
      summary:
        'Revert a contact import (one transaction): the memberships it added that are still subscribed or unconfirmed leave the list, and the people it created are deleted unless they have anything else (another list, a note, an order, a second address...)',
      security: authSecurity,
      params: z.object({ id: queryInt(id()), importId: queryInt(id()) }),
      response: {
        200: importEntry.extend({ removed: count(), deleted_people: count(), kept_people: count() }),
        ...errorResponses(400, 401, 404, 422),
      },
    },
    handler: async (request) => revertContactImport(db, request.params.id, request.params.importId),
  });

  async function sendConfirmations(listId: number, listName: string, ids: number[]) {
    const rows = rowsOf<{ person_id: number; email: string }>(
      await db.execute(
        sql`select distinct on (person_id) person_id, value as email from person_emails where person_id = any(${sql.param(ids)}::int[]) order by person_id, id`,
      ),
    );
    for (const row of rows) {
      const link = confirmLink(config.publicUrl, config.secretKey, listId, row.person_id);
      await app.mailer.send({
        to: row.email,
        subject: newsletterText('he', 'confirm_mail_subject', { list: listName }),
        text: newsletterText('he', 'confirm_mail_text', { list: listName, link }),
        link,
      });
    }
  }

  // ---------- contacts ----------
  app.get('/contacts', {
    schema: {
      tags,
      summary: 'People on at least one list, with their lists and statuses',
      security: authSecurity,
      querystring: z
        .object({
          ...page,
          list_id: queryInt(id()).optional(),
          status: z.enum(MEMBER_STATUSES).optional(),
          q: z.string().max(200).optional(),
        })
        .strict(),
      response: { 200: contactList, ...errorResponses(401, 422) },
    },
    handler: async (request) => listContacts(db, request.query),
  });

  app.get('/contacts/:id', {
    schema: {
      tags,
      summary: "A person's lists, the history of every change, and the campaigns sent to them",
      security: authSecurity,
      params: intIdParams,
      response: { 200: contactSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const contact = await contactOf(db, request.params.id);
      if (!contact) throw notFound();
      return contact;
    },
  });

  // ---------- campaigns ----------
  app.get('/campaigns/:id/recipients', {
    schema: {
      tags,
      summary:
        'Who the campaign would go to now: the count after removing people not subscribed, bounced or complained addresses, people without e-mail, duplicates across lists and those outside the segment',
      security: authSecurity,
      params: intIdParams,
      response: {
        200: z.object({
          listed: z.int(),
          duplicates: z.int(),
          not_subscribed: z.int(),
          bounced: z.int(),
          no_email: z.int(),
          not_in_segment: z.int(),
          recipients: z.int(),
        }),
        ...errorResponses(401, 404, 422),
      },
    },
    handler: async (request) => countRecipients(db, await campaignOf(request.params.id)),
  });

  app.get('/campaigns/:id/preview', {
    schema: {
      tags,
      summary: 'The campaign as e-mail HTML, merge fields filled with a sample recipient',
      security: authSecurity,
      params: intIdParams,
      querystring: z
        .object({ first_name: z.string().max(100).optional(), last_name: z.string().max(100).optional() })
        .strict(),
      response: { 200: z.object({ html: z.string(), subject: z.string() }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const campaign = await campaignOf(request.params.id);
      const message = composeMessage(
        config,
        await layoutOf(db, campaign),
        {
          email: 'preview@example.com',
          firstName: request.query.first_name ?? '',
          lastName: request.query.last_name ?? '',
        },
        0,
        true,
      );
      return { html: message.html!, subject: message.subject };
    },
  });

  app.post('/templates/preview', {
    schema: {
      tags,
      summary:
        'A template (not yet saved) rendered as e-mail HTML around sample content, in Hebrew (right to left) or English',
      security: authSecurity,
      body: z
        .object({
          html: z.string().max(500_000),
          content: z.string().max(500_000).optional(),
          language: z.enum(['he', 'en']).default('he'),
          first_name: z.string().max(100).optional(),
        })
        .strict(),
      response: { 200: z.object({ html: z.string() }), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { html, content, language, first_name } = request.body;
      const layout = renderLayout({
        subject: '',
        language,
        templateHtml: sanitizeHtml(html),
        content: sanitizeHtml(content ?? ''),
      });
      return {
        html: personalise(
          layout,
          { email: 'preview@example.com', firstName: first_name ?? '' },
          { unsubscribe: '#', view: '#' },
          '',
        ),
      };
    },
  });

  app.post('/campaigns/:id/test', {
    schema: {
      tags,
      summary: 'Send the campaign now to the given addresses as a test (its links work but change nothing)',
      security: authSecurity,
      params: intIdParams,
      body: z.object({ emails: z.array(z.email().max(320)).min(1).max(10) }).strict(),
      response: { 200: z.object({ sent: z.int() }), ...errorResponses(401, 404, 422, 502) },
    },
    handler: async (request) => {
      const campaign = await campaignOf(request.params.id);
      const layout = await layoutOf(db, campaign);
      const emails = [...new Set(request.body.emails.map((e) => e.toLowerCase()))];
      const known = new Map(
        (
          await db
            .select({ email: personEmails.value, first: people.firstName, last: people.lastName })
            .from(personEmails)
            .innerJoin(people, eq(people.id, personEmails.personId))
            .where(inArray(personEmails.value, emails))
        ).map((p) => [p.email, p]),
      );
      try {
        for (const email of emails)
          await app.mailer.send(
            composeMessage(
              config,
              layout,
              { email, firstName: known.get(email)?.first, lastName: known.get(email)?.last },
              0,
              true,
            ),
          );
      } catch (error) {
        request.log.warn({ err: error }, 'newsletter test send failed');
        throw httpError(502, 'MAIL_SEND_FAILED');
      }
      return { sent: emails.length };
    },
  });

  const campaignWire = (c: Awaited<ReturnType<typeof campaignOf>>) => ({
    id: c.id,
    status: c.status,
    scheduled_at: c.scheduledAt?.toISOString() ?? null,
    started_at: c.startedAt?.toISOString() ?? null,
    finished_at: c.finishedAt?.toISOString() ?? null,
  });
  const campaignState = z.object({
    id: z.int(),
    status: z.string(),
    scheduled_at: z.string().nullable(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  });

  app.post('/campaigns/:id/send', {
    schema: {
      tags,
      summary:
        'Send now, or at `scheduled_at` (the recipients are chosen then). 409 CAMPAIGN_STATUS unless draft or scheduled; 422 when it lacks content, lists or recipients',
      security: authSecurity,
      params: intIdParams,
      body: z
        .object({ scheduled_at: z.iso.datetime({ offset: true }).optional() })
        .strict()
        .optional(),
      response: { 200: campaignState, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) =>
      campaignWire(
        await sendCampaign(
          db,
          app.queue,
          request.params.id,
          request.body?.scheduled_at ? new Date(request.body.scheduled_at) : undefined,
        ),
      ),
  });

  for (const action of ['pause', 'resume', 'cancel', 'unschedule'] as const) {
    app.post(`/campaigns/:id/${action}`, {
      schema: {
        tags,
        summary:
          {
            pause: 'Pause sending',
            resume: 'Resume a paused campaign',
            cancel: 'Cancel: nothing more is sent',
            unschedule: 'Back to draft',
          }[action] + ' (409 CAMPAIGN_STATUS when not possible now)',
        security: authSecurity,
        params: intIdParams,
        response: { 200: campaignState, ...errorResponses(401, 404, 409, 422) },
      },
      handler: async (request) => campaignWire(await moveCampaign(db, app.queue, request.params.id, action)),
    });
  }

  app.get('/campaigns/:id/stats', {
    schema: {
      tags,
      summary: 'Sent, failed, bounced, unsubscribed, opens and clicks (all and unique), per link and per hour',
      security: authSecurity,
      params: intIdParams,
      response: { 200: statsSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await campaignOf(request.params.id);
      return campaignStats(db, request.params.id);
    },
  });

  app.get('/lists/summary', {
    schema: {
      tags,
      summary: 'Every list with its number of members per status',
      security: authSecurity,
      response: { 200: z.array(listSummarySchema), ...errorResponses(401) },
    },
    handler: async () =>
      rowsOf<z.infer<typeof listSummarySchema>>(
        await db.execute(sql`select l.id, l.name, l.kind, l.double_opt_in,
          count(m.id) filter (where m.status = 'subscribed')::int as subscribed, count(m.id) filter (where m.status = 'unconfirmed')::int as unconfirmed,
          count(m.id) filter (where m.status = 'unsubscribed')::int as unsubscribed, count(m.id) filter (where m.status in ('bounced', 'complained'))::int as bounced
          from ${newsletterLists} l left join newsletter_members m on m.list_id = l.id group by l.id order by l.name`),
      ),
  });
};

export default newsletterRoutes;
