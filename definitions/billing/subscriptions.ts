// A subscription's states and the moves between them, and the limits of what staff write on it: one rule for the
// server, which refuses any other move or value, and the admin, which offers only the allowed ones.

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'paused', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How often a subscription is charged (a subscription option's periods, copied onto the subscription). */
export const BILLING_PERIODS = ['month', 'year'] as const;

/** Where a subscription may go from each status. Cancelled and ended are final. */
export const SUBSCRIPTION_MOVES: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  trialing: ['active', 'past_due', 'cancelled'],
  active: ['past_due', 'paused', 'cancelled', 'ended'],
  past_due: ['active', 'cancelled', 'ended'],
  paused: ['active', 'cancelled'],
  cancelled: [],
  ended: [],
};

/** The longest values staff write on a subscription. */
export const SUBSCRIPTION_LIMITS = { paymentToken: 200, notes: 5000, moveNote: 1000 } as const;
