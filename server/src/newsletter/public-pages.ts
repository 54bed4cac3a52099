// What recipients reach without signing in, under /nl (signed links, newsletter/tokens.ts):
//   GET  /nl/u/<token>        the unsubscribe page (in the campaign's language; ?lang= switches), a button that POSTs
//   POST /nl/u/<token>        unsubscribes; also the one-click POST of mail programs (List-Unsubscribe-Post, RFC 8058)
//   GET  /nl/v/<token>        the message in the browser
//   GET  /nl/o/<token>.gif    the open pixel
//   GET  /nl/c/<id>.<sig>?u=  a tracked link: counts the click and redirects (only to the address that was signed)
//   GET/POST /nl/confirm/<token>  double opt-in confirmation
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  newsletterCampaigns,
  newsletterEvents,
  newsletterLists,
  newsletterMembers,
  newsletterSends,
  people,
  type NewsletterCampaign,
  type NewsletterSend,
} from '../db/schema/index';
import { rowsOf } from '../db/raw-sql';
import { escapeHtml as escape, publicPage, type PageNotice } from '../public-page';
import { composeMessage, layoutOf } from './compose';
import { setMemberStatus } from './members';
import {
  newsletterPageMessages,
  newsletterText,
  type NewsletterLanguage,
  type NewsletterMessage,
} from './public-pages.messages';
import { checkLink, confirmSubjectOf, sendIdOf } from './tokens';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface PageBody {
  notice?: PageNotice;
  question?: string;
  button?: string;
  action?: string;
}

function page(lang: NewsletterLanguage, title: NewsletterMessage, body: PageBody): string {
  const content = `${body.question ? `<p>${escape(body.question)}</p>` : ''}
${body.action && body.button ? `<form method="post" action="${escape(body.action)}"><button type="submit">${escape(body.button)}</button></form>` : ''}`;
  return publicPage({
    lang,
    title: newsletterText(lang, title),
    otherLanguage: newsletterPageMessages[lang].other_language,
    notice: body.notice,
    body: content,
  });
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** A page that only says one thing: its title and a notice, in the reader's language. */
const noticePage = (
  reply: FastifyReply,
  status: number,
  lang: NewsletterLanguage,
  title: NewsletterMessage,
  kind: PageNotice['kind'],
  text: NewsletterMessage,
  args?: Record<string, string>,
) => html(reply, status, page(lang, title, { notice: { kind, text: newsletterText(lang, text, args) } }));

async function sendOf(
  db: Db,
  sendId: number | null,
): Promise<{ send: NewsletterSend; campaign: NewsletterCampaign } | null> {
  if (!sendId) return null;
  const [row] = await db
    .select({ send: newsletterSends, campaign: newsletterCampaigns })
    .from(newsletterSends)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterSends.campaignId))
    .where(eq(newsletterSends.id, sendId));
  return row ?? null;
}

/** Unsubscribes the recipient of a message from the campaign's lists; false when they were on none of them. */
async function unsubscribe(
  db: Db,
  send: NewsletterSend,
  campaign: NewsletterCampaign,
  source: string,
): Promise<boolean> {
  if (!send.personId) return false;
  const personId = send.personId;
  return db.transaction(async (tx) => {
    const lists = await tx
      .select({ listId: newsletterMembers.listId })
      .from(newsletterMembers)
      .where(
        and(
          eq(newsletterMembers.personId, personId),
          inArray(newsletterMembers.listId, campaign.listIds.length ? campaign.listIds : [0]),
          inArray(newsletterMembers.status, ['subscribed', 'unconfirmed']),
        ),
      );
    for (const { listId } of lists)
      await setMemberStatus(tx, { listId, personId, to: 'unsubscribed', source, campaignId: campaign.id });
    if (lists.length)
      await tx.insert(newsletterEvents).values({ campaignId: campaign.id, sendId: send.id, kind: 'unsubscribe' });
    return lists.length > 0;
  });
}

const params = z.object({ token: z.string().max(200) });
const query = z.object({ lang: z.string().max(5).optional() }).passthrough();
const langOf = (asked: string | undefined, campaign?: NewsletterCampaign): NewsletterLanguage =>
  asked === 'en' || asked === 'he' ? asked : (campaign?.language ?? 'he');
/** A test message's links carry send id 0: their pages say so and change nothing. */
const testToken = (secretKey: string, token: string, kind: 'unsubscribe' | 'view') =>
  sendIdOf(secretKey, kind, token) === 0;

/** The membership a confirmation link names, with the list's name and the person's first address; null when none. */
async function confirmTarget(db: Db, secretKey: string, token: string) {
  const subject = confirmSubjectOf(secretKey, token);
  if (!subject) return null;
  const [row] = await db
    .select({ listName: newsletterLists.name, status: newsletterMembers.status })
    .from(newsletterMembers)
    .innerJoin(newsletterLists, eq(newsletterLists.id, newsletterMembers.listId))
    .where(and(eq(newsletterMembers.listId, subject.listId), eq(newsletterMembers.personId, subject.personId)));
  // the person's first address, as recipients.ts chooses it
  const [email] = rowsOf<{ value: string }>(
    await db.execute(sql`select value from person_emails where person_id = ${subject.personId} order by id limit 1`),
  );
  return row ? { ...subject, ...row, email: email?.value ?? '' } : null;
}

/**
 * What an unsubscribe link names, in the campaign's language (or the one asked for); or the page that answers the
 * link instead: a test message's (which changes nothing) or an unknown one's.
 */
async function unsubscribeTarget(
  db: Db,
  secretKey: string,
  token: string,
  asked: string | undefined,
  reply: FastifyReply,
) {
  const found = await sendOf(db, sendIdOf(secretKey, 'unsubscribe', token));
  const lang = langOf(asked, found?.campaign);
  if (testToken(secretKey, token, 'unsubscribe'))
    return { answer: noticePage(reply, 200, lang, 'unsubscribe_title', 'info', 'test_message') };
  if (!found) return { answer: noticePage(reply, 404, lang, 'unsubscribe_title', 'error', 'invalid') };
  return { found, lang };
}

/** Whether a POST is a mail program's one-click unsubscribe (RFC 8058) rather than the page's button. */
function isOneClick(body: unknown): boolean {
  if (typeof body === 'string') return /List-Unsubscribe[\s\S]*One-Click/.test(body);
  return (body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
}

/** The unsubscribe page and its button (also the one-click POST of mail programs). */
const unsubscribePages: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/nl/u/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const target = await unsubscribeTarget(db, config.secretKey, request.params.token, request.query.lang, reply);
    if ('answer' in target) return target.answer;
    const { found, lang } = target;
    return html(
      reply,
      200,
      page(lang, 'unsubscribe_title', {
        question: newsletterText(lang, 'unsubscribe_question', { email: found.send.email }),
        button: newsletterText(lang, 'unsubscribe_button'),
        action: `/nl/u/${request.params.token}?lang=${lang}`,
      }),
    );
  });

  app.post('/nl/u/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const target = await unsubscribeTarget(db, config.secretKey, request.params.token, request.query.lang, reply);
    if ('answer' in target) return target.answer;
    const { found, lang } = target;
    const source = isOneClick(request.body) ? 'one_click' : 'unsubscribe_link';
    const done = await unsubscribe(db, found.send, found.campaign, source);
    return noticePage(reply, 200, lang, 'unsubscribe_title', 'success', done ? 'unsubscribed' : 'already', {
      email: found.send.email,
    });
  });
};

/** The message in the browser, the open pixel and tracked links. */
const trackedLinks: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/nl/v/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const found = await sendOf(db, sendIdOf(config.secretKey, 'view', request.params.token));
    if (!found) return noticePage(reply, 404, langOf(request.query.lang), 'unsubscribe_title', 'error', 'invalid');
    const [person] = found.send.personId
      ? await db
          .select({ first: people.firstName, last: people.lastName })
          .from(people)
          .where(eq(people.id, found.send.personId))
      : [];
    const message = composeMessage(
      config,
      await layoutOf(db, { ...found.campaign, trackOpens: false }),
      { email: found.send.email, firstName: person?.first, lastName: person?.last },
      found.send.id,
    );
    return html(reply, 200, message.html!);
  });

  app.get('/nl/o/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const found = await sendOf(db, sendIdOf(config.secretKey, 'open', request.params.token.replace(/\.gif$/, '')));
    if (found?.campaign.trackOpens)
      await db.insert(newsletterEvents).values({ campaignId: found.campaign.id, sendId: found.send.id, kind: 'open' });
    return reply.code(200).header('cache-control', 'no-store, private').type('image/gif').send(PIXEL);
  });

  app.get(
    '/nl/c/:token',
    { schema: { hide: true, params, querystring: z.object({ u: z.string().max(4000) }).passthrough() } },
    async (request, reply) => {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{27})$/.exec(request.params.token);
      const url = request.query.u;
      if (
        !match ||
        !/^https?:\/\//i.test(url) ||
        !checkLink(config.secretKey, 'click', `${match[1]}|${url}`, match[2]!)
      ) {
        return noticePage(reply, 404, 'he', 'unsubscribe_title', 'error', 'invalid');
      }
      const found = await sendOf(db, Number(match[1]));
      if (found?.campaign.trackClicks)
        await db
          .insert(newsletterEvents)
          .values({ campaignId: found.campaign.id, sendId: found.send.id, kind: 'click', url });
      return reply.code(302).header('location', url).header('cache-control', 'no-store').send();
    },
  );
};

/** The membership a confirmation link names, still waiting for it; or the page that answers the link instead. */
async function pendingConfirmation(
  db: Db,
  secretKey: string,
  token: string,
  lang: NewsletterLanguage,
  reply: FastifyReply,
) {
  const target = await confirmTarget(db, secretKey, token);
  if (!target) return { answer: noticePage(reply, 404, lang, 'confirm_title', 'error', 'invalid') };
  if (target.status !== 'unconfirmed')
    return { answer: noticePage(reply, 200, lang, 'confirm_title', 'info', 'confirm_closed') };
  return { target };
}

/** Double opt-in: the confirmation page and its button. */
const confirmPages: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get('/nl/confirm/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const lang = langOf(request.query.lang);
    const pending = await pendingConfirmation(db, config.secretKey, request.params.token, lang, reply);
    if ('answer' in pending) return pending.answer;
    const { target } = pending;
    return html(
      reply,
      200,
      page(lang, 'confirm_title', {
        question: newsletterText(lang, 'confirm_question', { email: target.email, list: target.listName }),
        button: newsletterText(lang, 'confirm_button'),
        action: `/nl/confirm/${request.params.token}?lang=${lang}`,
      }),
    );
  });

  app.post('/nl/confirm/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const lang = langOf(request.query.lang);
    const pending = await pendingConfirmation(db, config.secretKey, request.params.token, lang, reply);
    if ('answer' in pending) return pending.answer;
    const { target } = pending;
    await db.transaction((tx) =>
      setMemberStatus(tx, { listId: target.listId, personId: target.personId, to: 'subscribed', source: 'confirm' }),
    );
    return noticePage(reply, 200, lang, 'confirm_title', 'success', 'confirmed', {
      email: target.email,
      list: target.listName,
    });
  });
};

export const newsletterPublicPages: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 lets mail programs send the one-click POST as multipart/form-data: read it as text here.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 10_000 }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(unsubscribePages);
  await app.register(trackedLinks);
  await app.register(confirmPages);
};
