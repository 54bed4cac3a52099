// The hosted payment page of the sandbox provider, served by our own server at /pay/<token> (no sign-in: the token is
// the key). GET shows what is paid and a card field; POST pays (303 to the request's success URL when it has one).
// Hebrew and right to left by default, English with ?lang=en. Every value put into the page is escaped.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payPageMessages, type PayLanguage, type PayMessage } from './pay-page.messages';
import { needsConfirmation, payRequest, requestByToken, sandboxToken, type PaymentRequest } from './payment-requests';
import { sandboxProvider } from './sandbox';
import { escapeHtml as escape, publicPage, type PageNotice } from '../public-page';
import { fillText } from '../fill-text';

const shekels = (agorot: number, lang: PayLanguage) =>
  new Intl.NumberFormat(lang === 'he' ? 'he-IL' : 'en-IL', { style: 'currency', currency: 'ILS' }).format(agorot / 100);

type Notice = PageNotice;

const PAY_STYLES = `dl{margin:0 0 20px}dt{color:#555;font-size:.85rem}dd{margin:0 0 10px;font-size:1.1rem}
label{display:block;font-size:.9rem;margin-bottom:6px}input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:10px;border:1px solid #999;border-radius:8px;direction:ltr}
small{display:block;color:#555;margin:6px 0 16px}`;

function page(
  lang: PayLanguage,
  token: string,
  request: PaymentRequest | undefined,
  notice: Notice | null,
  form: boolean,
): string {
  const m = payPageMessages[lang];
  const t = (key: PayMessage, args: Record<string, string | number> = {}) => escape(fillText(m[key], args));
  const body = `${request ? `<dl><dt>${t('for')}</dt><dd>${escape(request.description)}</dd><dt>${t('amount')}</dt><dd><bdi>${escape(shekels(request.amount, lang))}</bdi></dd></dl>` : ''}
${
  form
    ? `<form method="post" action="/pay/${encodeURIComponent(token)}?lang=${lang}" novalidate>
<label for="card">${t('card')}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<small>${t('sandbox')} <bdi dir="ltr">4242 4242 4242 4242</bdi> ${t('test_ok')} · <bdi dir="ltr">4000 0000 0000 0002</bdi> ${t('test_declined')} · <bdi dir="ltr">4000 0027 6000 3184</bdi> ${t('test_3ds')}</small><button type="submit">${t('pay')} <bdi>${request ? escape(shekels(request.amount, lang)) : ''}</bdi></button></form>`
    : ''
}`;
  return publicPage({ lang, title: m.title, otherLanguage: m.other_language, notice, body, styles: PAY_STYLES });
}

/** The bank's confirmation step (3-D Secure) of the sandbox: the card goes along hidden, the person approves or declines. */
function challenge(lang: PayLanguage, token: string, request: PaymentRequest, card: string): string {
  const m = payPageMessages[lang];
  const form = (choice: string, label: string, primary: boolean) =>
    `<form method="post" action="/pay/${encodeURIComponent(token)}?lang=${lang}"><input type="hidden" name="card" value="${escape(card)}"><input type="hidden" name="challenge" value="${choice}"><button type="submit"${primary ? '' : ' style="background:#fff;color:#1f4e79;border:1px solid #1f4e79;margin-top:8px"'}>${escape(label)}</button></form>`;
  return page(lang, token, request, { kind: 'info', text: `${m.confirm_title}: ${m.confirm_text}` }, false).replace(
    '</main>',
    `${form('approve', m.confirm_approve, true)}${form('decline', m.confirm_decline, false)}</main>`,
  );
}

const langOf = (query: { lang?: string }): PayLanguage => (query.lang === 'en' ? 'en' : 'he');
const closedNotice = (request: PaymentRequest, lang: PayLanguage): Notice => {
  const m = payPageMessages[lang];
  if (request.status === 'paid')
    return {
      kind: 'success',
      text: `${m.paid} ${request.receiptNumber ? fillText(m.receipt, { receipt: request.receiptNumber }) : ''}`.trim(),
    };
  if (request.status === 'open' && request.expiresAt < new Date()) return { kind: 'info', text: m.expired };
  return { kind: 'info', text: m.closed };
};

export const payPage: FastifyPluginAsyncZod = async (app) => {
  const provider = sandboxProvider(app.db);
  const params = z.object({ token: z.string().max(100) });
  const query = z.object({ lang: z.string().max(5).optional() });
  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get('/pay/:token', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const lang = langOf(request.query);
    const found = await requestByToken(app.db, request.params.token);
    if (!found)
      return html(
        reply,
        404,
        page(lang, request.params.token, undefined, { kind: 'error', text: payPageMessages[lang].not_found }, false),
      );
    const payable = found.status === 'open' || found.status === 'processing';
    // a request with the provider's own page (PayPlus) is paid there
    if (payable && found.providerLink && found.expiresAt >= new Date())
      return reply.code(302).header('cache-control', 'no-store').header('location', found.providerLink).send();
    if (!payable || found.expiresAt < new Date())
      return html(reply, 200, page(lang, found.token, found, closedNotice(found, lang), false));
    return html(reply, 200, page(lang, found.token, found, null, true));
  });

  app.post(
    '/pay/:token',
    {
      schema: {
        hide: true,
        params,
        querystring: query,
        body: z.object({ card: z.string().max(40).optional(), challenge: z.string().max(20).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.query);
      const m = payPageMessages[lang];
      const found = await requestByToken(app.db, request.params.token);
      if (!found)
        return html(
          reply,
          404,
          page(lang, request.params.token, undefined, { kind: 'error', text: m.not_found }, false),
        );
      if (found.providerLink)
        return html(
          reply,
          200,
          page(lang, found.token, found, found.status === 'paid' ? closedNotice(found, lang) : null, false),
        );
      const card = sandboxToken(String(request.body.card ?? ''));
      if (!card)
        return html(
          reply,
          422,
          page(lang, found.token, found, { kind: 'error', text: m.invalid_card }, found.status === 'open'),
        );
      if (needsConfirmation(card) && found.status === 'open') {
        const choice = request.body.challenge;
        if (choice !== 'approve' && choice !== 'decline')
          return html(reply, 200, challenge(lang, found.token, found, String(request.body.card)));
        if (choice === 'decline')
          return html(reply, 402, page(lang, found.token, found, { kind: 'error', text: m.not_confirmed }, true));
      }
      const result = await payRequest(app.db, provider, found.token, card);
      if (result.outcome === 'paid') {
        if (found.successUrl) return reply.code(303).header('location', found.successUrl).send();
        const paid = (await requestByToken(app.db, found.token))!;
        return html(reply, 200, page(lang, found.token, paid, closedNotice(paid, lang), false));
      }
      if (result.outcome === 'failed')
        return html(reply, 402, page(lang, found.token, found, { kind: 'error', text: m.declined }, true));
      if (result.outcome === 'busy')
        return html(reply, 409, page(lang, found.token, found, { kind: 'info', text: m.busy }, false));
      return html(reply, 200, page(lang, found.token, result.request, closedNotice(result.request, lang), false));
    },
  );
};
