// What billing asks of a payment provider. The built-in sandbox (sandbox.ts) is the default; the PayPlus adapter
// (payplus.ts) sits behind the same interface and adds its own hosted payment page. Every charge carries an idempotency key: asked again with the same key, a provider
// answers the first result and charges nothing more, so a run that crashed halfway can simply be run again.

export interface ChargeRequest {
  /** The stored payment method's token (never a card number). */
  token: string;
  /** Agorot. */
  amount: number;
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  { status: 'succeeded'; reference: string } | { status: 'failed'; reference: string; failureReason: string };

export interface RefundRequest {
  /** The charge's reference as the provider gave it. */
  reference: string;
  /** Agorot; the whole charge or less. */
  amount: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives money of a charge back; asked again with the same key, answers the first result. */
  refund(request: RefundRequest): Promise<ChargeResult>;
}

/** A provider's hosted payment page for one payment request. */
export interface HostedPageRequest {
  /** Agorot. */
  amount: number;
  description: string;
  /** Our own reference for the request, given back in its callbacks. */
  reference: string;
  callbackUrl: string;
  successUrl: string | null;
  customer: { name: string; email: string | null } | null;
}

export interface HostedPage {
  /** The provider's id of the page, for reading its state back. */
  uid: string;
  link: string;
}
