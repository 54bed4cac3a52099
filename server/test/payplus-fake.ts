// A local fake of PayPlus's REST API for the tests: it speaks the documented requests (JSON POSTs with the
// api-key and secret-key headers; answers { results: { status, code, description }, data }) and makes the callbacks
// PayPlus would send, signed as documented (`hash`: base64 HMAC-SHA256 of the body under the secret key;
// `user-agent: PayPlus`). Tests deliver the callbacks themselves, when and as often as they like (twice, out of order,
// never). Cards: 4000 0000 0000 0002 is declined; a stored token containing "decline" is declined.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNotice {
  transaction_type: string;
  transaction: {
    uid: string;
    status_code: string;
    amount: number;
    type: string;
    more_info: string | null;
    payment_page_request_uid: string | null;
    related_transaction_uid?: string;
  };
  data: { card_information: { token: string; four_digits: string } | null };
}
interface Page {
  uid: string;
  amount: number;
  moreInfo: string | null;
  callbackUrl: string | null;
  notice: FakeNotice | null;
}

export const FAKE_KEYS = {
  apiKey: 'fake-api-key',
  secretKey: 'fake-secret-key',
  paymentPageUid: 'fake-page-uid',
  terminalUid: 'fake-terminal',
};

export async function startFakePayPlus() {
  const pages = new Map<string, Page>();
  const transactions = new Map<string, FakeNotice>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown, description = 'ok') => ({ results: { status: 'success', code: 0, description }, data });
  const refused = (code: number, description: string) => ({
    results: { status: 'error', code, description },
    data: null,
  });

  const handle = (path: string, body: Record<string, unknown>): [number, unknown] => {
    switch (path) {
      case 'PaymentPages/generateLink': {
        if (body.payment_page_uid !== FAKE_KEYS.paymentPageUid || typeof body.amount !== 'number')
          return [200, refused(1, 'payment_page_uid or amount missing')];
        const uid = randomUUID();
        pages.set(uid, {
          uid,
          amount: body.amount,
          moreInfo: (body.more_info as string) ?? null,
          callbackUrl: (body.refURL_callback as string) ?? null,
          notice: null,
        });
        return [
          200,
          ok(
            { page_request_uid: uid, payment_page_link: `${baseUrl.replace('/api/v1.0', '')}/pay/${uid}` },
            'payment page link has been generated',
          ),
        ];
      }
      case 'PaymentPages/ipn': {
        const page = pages.get(String(body.payment_request_uid));
        if (!page?.notice) return [200, refused(404, 'no transaction for this payment request')];
        return [200, ok(page.notice)];
      }
      case 'Transactions/Charge': {
        if (body.terminal_uid !== FAKE_KEYS.terminalUid || body.use_token !== true || typeof body.token !== 'string')
          return [200, refused(1, 'terminal_uid, use_token and token are required')];
        const notice = transaction(
          'Charge',
          Number(body.amount),
          body.token.includes('decline') ? '006' : '000',
          (body.more_info as string) ?? null,
          null,
          { token: body.token, four_digits: '4242' },
        );
        return [200, ok({ transaction: notice.transaction })];
      }
      case 'Transactions/RefundByTransactionUID': {
        const charge = transactions.get(String(body.transaction_uid));
        if (!charge || charge.transaction.status_code !== '000' || Number(body.amount) > charge.transaction.amount)
          return [200, refused(2, 'transaction cannot be refunded')];
        const refund = transaction(
          'Refund',
          Number(body.amount),
          '000',
          charge.transaction.more_info,
          charge.transaction.payment_page_request_uid,
          charge.data.card_information,
        );
        refund.transaction.related_transaction_uid = charge.transaction.uid;
        return [200, ok({ transaction: refund.transaction })];
      }
      default:
        return [404, refused(404, 'not found')];
    }
  };

  function transaction(
    type: string,
    amount: number,
    status: string,
    moreInfo: string | null,
    page: string | null,
    card: FakeNotice['data']['card_information'],
  ): FakeNotice {
    const notice: FakeNotice = {
      transaction_type: type,
      transaction: {
        uid: randomUUID(),
        status_code: status,
        amount,
        type,
        more_info: moreInfo,
        payment_page_request_uid: page,
      },
      data: { card_information: card },
    };
    transactions.set(notice.transaction.uid, notice);
    return notice;
  }

  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || !request.url?.startsWith('/api/v1.0/'))
      return send(404, refused(404, 'not found'));
    if (request.headers['api-key'] !== FAKE_KEYS.apiKey || request.headers['secret-key'] !== FAKE_KEYS.secretKey)
      return send(401, refused(401, 'unauthorized'));
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(400, refused(400, 'invalid json'));
    }
    const path = request.url.slice('/api/v1.0/'.length);
    calls.push({ path, body });
    const [status, answer] = handle(path, body);
    send(status, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0`;

  return {
    baseUrl,
    calls,
    config: { ...FAKE_KEYS, baseUrl },
    /** The page a link points at. */
    pageOf(link: string): Page {
      const page = pages.get(link.split('/').pop()!);
      if (!page) throw new Error(`no fake page at ${link}`);
      return page;
    },
    /** A person pays the page with a card: the charge's callback (not sent). */
    pay(link: string, card = '4242424242424242'): FakeNotice {
      const page = this.pageOf(link);
      const declined = card === '4000000000000002';
      const notice = transaction('Charge', page.amount, declined ? '006' : '000', page.moreInfo, page.uid, {
        token: `tok-${randomUUID()}`,
        four_digits: card.slice(-4),
      });
      if (!declined) page.notice = notice;
      return notice;
    },
    /** Staff refund the page's charge in PayPlus's own back office: the refund's callback (not sent). */
    refundInBackOffice(link: string): FakeNotice {
      const charge = this.pageOf(link).notice!;
      const refund = transaction(
        'Refund',
        charge.transaction.amount,
        '000',
        charge.transaction.more_info,
        charge.transaction.payment_page_request_uid,
        charge.data.card_information,
      );
      refund.transaction.related_transaction_uid = charge.transaction.uid;
      return refund;
    },
    /** A callback as PayPlus sends it: the JSON body and its signed headers. */
    signed(notice: FakeNotice, secretKey = FAKE_KEYS.secretKey) {
      const payload = JSON.stringify(notice);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPlus',
          hash: createHmac('sha256', secretKey).update(payload).digest('base64'),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
