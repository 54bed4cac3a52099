// The newsletter on the wire: a list member's states, a campaign's recipient count and its figures. The server
// computes and answers these shapes; the admin reads them.

export const MEMBER_STATUSES = ['subscribed', 'unconfirmed', 'unsubscribed', 'bounced', 'complained'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface RecipientCount {
  /** Memberships on the campaign's lists (a person on two lists counts twice). */
  listed: number;
  /** The same people on more than one of the lists. */
  duplicates: number;
  /** People on the lists but not subscribed on any of them (unsubscribed, unconfirmed, bounced there). */
  not_subscribed: number;
  /** Subscribed, but their address bounced or complained on some list. */
  bounced: number;
  no_email: number;
  not_in_segment: number;
  recipients: number;
}

/** A campaign's figures: the queue by status, unsubscribes, opens and clicks, clicks per link, and per hour. */
export interface CampaignStats {
  recipients: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  bounced: number;
  cancelled: number;
  unsubscribed: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  links: { url: string; clicks: number; unique_clicks: number }[];
  timeline: { hour: string; sent: number; opens: number; clicks: number }[];
}
