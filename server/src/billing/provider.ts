// What billing asks of a payment provider. The built-in sandbox (sandbox.ts) is the default; a PayPlus adapter will
// sit behind the same interface. Every charge carries an idempotency key: asked again with the same key, a provider
// answers the first result and charges nothing more, so a run that crashed halfway can simply be run again.

export interface ChargeRequest {
  /** The stored payment method's token (never a card number). */
  token: string;
  /** Agorot. */
  amount: number;
  idempotencyKey: string;
  description: string;
}

export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'failed'; reference: string; failureReason: string };

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
