// The newsletter: distribution lists and who is on them (people, with a status per list and the history of
// every change), segments (rules evaluated when a campaign is sent), templates, campaigns, the send queue (one row per
// campaign and recipient, unique, so a crash mid-send resumes without sending anyone twice) and what recipients did.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdentityId, createdAt, identityId, ownerId, timestamps } from './columns';
import { newsletterLists, newsletterTemplates } from './defined';
import { personId, personRef } from './people';
import { userRef } from './users';
import { MEMBER_STATUSES } from '../../../../definitions/wire/newsletter';

export { MEMBER_STATUSES, type MemberStatus } from '../../../../definitions/wire/newsletter';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export const SEND_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced', 'cancelled'] as const;
export const NEWSLETTER_EVENT_KINDS = ['open', 'click', 'unsubscribe'] as const;
export const CAMPAIGN_LANGUAGES = ['he', 'en'] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const newsletterMembers = pgTable(
  'newsletter_members',
  {
    id: identityId(),
    listId: ownerId('list_id', () => newsletterLists.id),
    personId: personId(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull(),
    /** Where the last change came from: admin, import, bulk, unsubscribe_link, one_click, bounce, confirm, demo. */
    source: text('source').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_members_list_person_key').on(t.listId, t.personId),
    index('newsletter_members_person_idx').on(t.personId),
    index('newsletter_members_list_status_idx').on(t.listId, t.status),
  ],
);

/** Every change of a person's status on a list: from, to, when, why. */
export const newsletterMemberEvents = pgTable(
  'newsletter_member_events',
  {
    id: bigIdentityId(),
    listId: ownerId('list_id', () => newsletterLists.id),
    personId: personId(),
    fromStatus: text('from_status', { enum: MEMBER_STATUSES }),
    /** Null: taken off the list. */
    toStatus: text('to_status', { enum: MEMBER_STATUSES }),
    source: text('source').notNull(),
    campaignId: integer('campaign_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_member_events_person_idx').on(t.personId, t.createdAt),
    index('newsletter_member_events_list_idx').on(t.listId, t.createdAt),
  ],
);

/** Rules (all must hold) evaluated against people when a campaign is sent; see newsletter/segments.ts. */
export const newsletterSegments = pgTable('newsletter_segments', {
  id: identityId(),
  name: text('name').notNull(),
  description: text('description'),
  rules: jsonb('rules')
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...timestamps,
});

export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: identityId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader'),
    fromName: text('from_name'),
    fromEmail: text('from_email'),
    replyTo: text('reply_to'),
    templateId: integer('template_id').references(() => newsletterTemplates.id, { onDelete: 'set null' }),
    /** Sanitised HTML put into the template's slot. */
    content: text('content').notNull().default(''),
    listIds: integer('list_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    segmentId: integer('segment_id').references(() => newsletterSegments.id, { onDelete: 'set null' }),
    language: text('language', { enum: CAMPAIGN_LANGUAGES }).notNull().default('he'),
    trackOpens: boolean('track_opens').notNull().default(true),
    trackClicks: boolean('track_clicks').notNull().default(true),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('newsletter_campaigns_status_idx').on(t.status, t.scheduledAt)],
);

/** The send queue: one row per campaign and recipient (person and address both unique within a campaign). */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: bigIdentityId(),
    campaignId: ownerId('campaign_id', () => newsletterCampaigns.id),
    personId: personRef(),
    email: text('email').notNull(),
    status: text('status', { enum: SEND_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_sends_campaign_person_key').on(t.campaignId, t.personId),
    uniqueIndex('newsletter_sends_campaign_email_key').on(t.campaignId, t.email),
    index('newsletter_sends_queue_idx').on(t.status, t.nextAttemptAt),
    index('newsletter_sends_person_idx').on(t.personId),
  ],
);

/** Opens, clicks and unsubscribes of a campaign's recipients, with their time (statistics over time, per link). */
export const newsletterEvents = pgTable(
  'newsletter_events',
  {
    id: bigIdentityId(),
    campaignId: ownerId('campaign_id', () => newsletterCampaigns.id),
    sendId: bigint('send_id', { mode: 'number' }).references(() => newsletterSends.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NEWSLETTER_EVENT_KINDS }).notNull(),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_events_campaign_idx').on(t.campaignId, t.kind, t.createdAt)],
);

export type NewsletterCampaign = typeof newsletterCampaigns.$inferSelect;
export type NewsletterSend = typeof newsletterSends.$inferSelect;

/**
 * An import of contacts into a list: who, when, the counts, and what it wrote (the people it created, the people it put
 * on the list), so a revert takes those memberships off and deletes the people it created who have nothing else.
 */
export const newsletterImports = pgTable(
  'newsletter_imports',
  {
    id: identityId(),
    listId: ownerId('list_id', () => newsletterLists.id),
    createdBy: userRef('created_by'),
    /** 'completed' or 'reverted'. */
    status: text('status').notNull().default('completed'),
    totalRows: integer('total_rows').notNull(),
    createdCount: integer('created_count').notNull(),
    addedCount: integer('added_count').notNull(),
    alreadyCount: integer('already_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    createdPeople: integer('created_people').array().notNull(),
    addedPeople: integer('added_people').array().notNull(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('newsletter_imports_list_idx').on(t.listId, t.id)],
);

export type NewsletterImport = typeof newsletterImports.$inferSelect;
