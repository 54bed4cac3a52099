// The PayPlus adapter, built from PayPlus's public REST API documentation (docs.payplus.co.il):
// - every call is a JSON POST to PAYPLUS_BASE_URL with the `api-key` and `secret-key` headers, answered with
//   { results: { status: 'success' | 'error', code, description }, data };
// - PaymentPages/generateLink makes a hosted payment page (page_request_uid, payment_page_link) that charges the card,
//   keeps a token (create_token) and calls refURL_callback back;
// - PaymentPages/ipn reads a page's transaction back (for a callback that never came);
// - Transactions/Charge charges a stored token (use_token); Transactions/RefundByTransactionUID gives money back;
// - callbacks carry a `hash` header: base64 HMAC-SHA256 of the JSON body under the secret key, and `user-agent: PayPlus`.
// Amounts go to PayPlus in shekels and come back in shekels; we keep agorot. A transaction is approved when its
// status_code is '000'. Our references to PayPlus transactions are `pp_<transaction uid>`; a stored card is
// `pp_<token>_<last four digits>` (never a card number). The keys are never logged nor put into an error.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PayPlusConfig } from '../config';
import type { Db } from '../db/client';
import { payplusCalls } from '../db/schema/index';
import { HttpError } from '../errors';
import type {
  ChargeRequest,
  ChargeResult,
  HostedPage,
  HostedPageRequest,
  PaymentProvider,
  RefundRequest,
} from './provider';

export interface PayPlusTransaction {
  uid: string;
  status_code: string;
  /** Shekels. */
  amount: number;
  type?: string;
  more_info?: string | null;
  payment_page_request_uid?: string | null;
  related_transaction_uid?: string | null;
}

/** A callback's body, and what PaymentPages/ipn answers: the transaction, and the card it was paid with. */
export interface PayPlusNotice {
  transaction_type?: string;
  transaction: PayPlusTransaction;
  data?: { card_information?: { token?: string | null; four_digits?: string | null } | null } | null;
}

export const APPROVED = '000';
export const payplusReference = (transactionUid: string) => `pp_${transactionUid}`;
export const isPayPlusReference = (reference: string | null | undefined): reference is string =>
  !!reference?.startsWith('pp_');
/** The stored card of a paid page: PayPlus's token and the card's last four digits (for the receipt). */
export const payplusCardToken = (notice: PayPlusNotice): string => {
  const card = notice.data?.card_information;
  return `pp_${card?.token || 'none'}_${/^\d{4}$/.test(card?.four_digits ?? '') ? card!.four_digits : '0000'}`;
};
const agorot = (shekels: number) => Math.round(Number(shekels) * 100);
const shekels = (amount: number) => Number((amount / 100).toFixed(2));

/** PayPlus answered, and said no (a refused request, not a declined card). */
export class PayPlusRefused extends Error {
  constructor(
    readonly call: string,
    readonly code: string,
  ) {
    super(`PayPlus ${call} refused (${code})`);
  }
}
/** No answer came (network, timeout, a server error): whether PayPlus did it is unknown. A call answers 502. */
export class PayPlusUnreachable extends HttpError {
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(502, 'PROVIDER_UNAVAILABLE');
  }
}

export type PayPlusProvider = PaymentProvider & {
  name: 'payplus';
  hostedPage(request: HostedPageRequest): Promise<HostedPage>;
  /** The transaction of a hosted page, or null while nobody has paid it. */
  readBack(pageUid: string): Promise<PayPlusNotice | null>;
  /** Whether a callback came from PayPlus: its `hash` header against the body, under the secret key. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
};

export const isPayPlus = (provider: PaymentProvider): provider is PayPlusProvider => provider.name === 'payplus';

/** The `hash` header PayPlus puts on what it sends: base64 HMAC-SHA256 of the body under the secret key. */
export const payplusHash = (body: string, secretKey: string) =>
  createHmac('sha256', secretKey).update(body).digest('base64');

/** POSTs to PayPlus's API: the answer's data, or a throw (unreachable, or refused with PayPlus's code). */
function payplusCaller(config: PayPlusConfig, timeoutMs: number) {
  return async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'api-key': config.apiKey,
          'secret-key': config.secretKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PayPlusUnreachable(path, (error as Error).name);
    }
    if (response.status >= 500) throw new PayPlusUnreachable(path, `HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as {
      results?: { status?: string; code?: number | string; description?: string };
      data?: T;
    } | null;
    if (!answer || answer.results?.status !== 'success')
      throw new PayPlusRefused(path, String(answer?.results?.code ?? response.status));
    return answer.data as T;
  };
}

/** A money call under its idempotency key: the stored answer if there is one; never sent twice. */
async function callOnce(
  db: Db,
  kind: 'charge' | 'refund',
  key: string,
  amount: number,
  send: () => Promise<ChargeResult>,
): Promise<ChargeResult> {
  const [claimed] = await db
    .insert(payplusCalls)
    .values({ idempotencyKey: key, kind, amount })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [known] = await db.select().from(payplusCalls).where(eq(payplusCalls.idempotencyKey, key));
    if (known?.status === 'succeeded') return { status: 'succeeded', reference: known.reference! };
    if (known?.status === 'failed')
      return {
        status: 'failed',
        reference: known.reference ?? '',
        failureReason: known.failureReason ?? 'card_declined',
      };
    // sent before and no answer recorded: PayPlus may have done it; asking again could charge twice
    throw new PayPlusUnreachable(kind, 'an earlier call has no recorded answer');
  }
  let result: ChargeResult;
  try {
    result = await send();
  } catch (error) {
    if (!(error instanceof PayPlusRefused)) throw error; // unknown: the row stays `sent`
    result = {
      status: 'failed',
      reference: '',
      failureReason: kind === 'refund' ? 'refund_failed' : 'provider_refused',
    };
  }
  await db
    .update(payplusCalls)
    .set({
      status: result.status,
      reference: result.reference || null,
      failureReason: result.status === 'failed' ? result.failureReason : null,
    })
    .where(eq(payplusCalls.idempotencyKey, key));
  return result;
}

/** A transaction PayPlus answered as a charge's result: approved, or failed with the reason given. */
const chargeOutcome = (transaction: PayPlusTransaction | undefined, declined: string): ChargeResult =>
  transaction?.status_code === APPROVED
    ? { status: 'succeeded', reference: payplusReference(transaction.uid) }
    : { status: 'failed', reference: transaction ? payplusReference(transaction.uid) : '', failureReason: declined };

export function payplusProvider(db: Db, config: PayPlusConfig, options: { timeoutMs?: number } = {}): PayPlusProvider {
  const call = payplusCaller(config, options.timeoutMs ?? 30_000);

  return {
    name: 'payplus',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const token = request.token.match(/^pp_(.+)_\d{4}$/)?.[1];
      if (!token || token === 'none') return { status: 'failed', reference: '', failureReason: 'no_payment_method' };
      return callOnce(db, 'charge', request.idempotencyKey, request.amount, async () => {
        const data = await call<{ transaction?: PayPlusTransaction }>('Transactions/Charge', {
          terminal_uid: config.terminalUid,
          amount: shekels(request.amount),
          currency_code: 'ILS',
          charge_method: 1,
          credit_terms: 1,
          use_token: true,
          token,
          more_info: request.idempotencyKey,
          products: [{ name: request.description, quantity: 1, price: shekels(request.amount) }],
        });
        return chargeOutcome(data?.transaction, 'card_declined');
      });
    },
    async refund(request: RefundRequest): Promise<ChargeResult> {
      if (!isPayPlusReference(request.reference))
        return { status: 'failed', reference: '', failureReason: 'unknown_charge' };
      return callOnce(db, 'refund', request.idempotencyKey, request.amount, async () => {
        const data = await call<{ transaction?: PayPlusTransaction }>('Transactions/RefundByTransactionUID', {
          transaction_uid: request.reference.slice(3),
          amount: shekels(request.amount),
          more_info: request.idempotencyKey,
        });
        return chargeOutcome(data?.transaction, 'refund_failed');
      });
    },
    async hostedPage(request: HostedPageRequest): Promise<HostedPage> {
      const data = await call<{ page_request_uid?: string; payment_page_link?: string }>('PaymentPages/generateLink', {
        payment_page_uid: config.paymentPageUid,
        charge_method: 1,
        amount: shekels(request.amount),
        currency_code: 'ILS',
        create_token: true,
        more_info: request.reference,
        refURL_callback: request.callbackUrl,
        ...(request.successUrl ? { refURL_success: request.successUrl } : {}),
        send_failure_callback: true,
        items: [{ name: request.description, quantity: 1, price: shekels(request.amount) }],
        ...(request.customer
          ? {
              customer: {
                customer_name: request.customer.name,
                ...(request.customer.email ? { email: request.customer.email } : {}),
              },
            }
          : {}),
      });
      if (!data?.page_request_uid || !data.payment_page_link)
        throw new PayPlusRefused('PaymentPages/generateLink', 'no_link');
      return { uid: data.page_request_uid, link: data.payment_page_link };
    },
    async readBack(pageUid: string): Promise<PayPlusNotice | null> {
      try {
        const data = await call<PayPlusNotice | null>('PaymentPages/ipn', { payment_request_uid: pageUid });
        return data?.transaction?.uid ? data : null;
      } catch (error) {
        if (error instanceof PayPlusRefused) return null; // no transaction for this page yet
        throw error;
      }
    },
    verifyCallback(rawBody, headers) {
      const hash = headers.hash;
      if (typeof hash !== 'string' || !hash || headers['user-agent'] !== 'PayPlus') return false;
      const expected = Buffer.from(payplusHash(rawBody, config.secretKey));
      const given = Buffer.from(hash);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** What a PayPlus amount is in agorot. */
export const payplusAgorot = agorot;
