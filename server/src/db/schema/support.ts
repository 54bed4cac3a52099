import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { personRef } from './people';
import { userRef } from './users';

// Customer service: e-mail accounts read over IMAP and written through SMTP, and the support inbox they
// feed. Passwords are kept encrypted (AES-256-GCM, support/secret-box.ts) and never leave the server.

export const INQUIRY_STATUSES = ['new', 'open', 'waiting', 'resolved'] as const;
export const INQUIRY_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
/** in: received mail; out: a reply (sent, or a draft whose sending failed); note: an internal note. */
export const SUPPORT_MESSAGE_KINDS = ['in', 'out', 'note'] as const;
/** A reply is stored as a draft, then `sent` once the mail left, or `failed` (with why) to be sent again. */
export const SUPPORT_MESSAGE_STATES = ['received', 'sent', 'draft', 'failed'] as const;

export const emailAccounts = pgTable('email_accounts', {
  id: identityId(),
  name: text('name').notNull(),
  /** The address customers write to; replies go out from it. */
  email: text('email').notNull(),
  fromName: text('from_name').notNull().default(''),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull().default(993),
  imapTls: boolean('imap_tls').notNull().default(true),
  imapUser: text('imap_user').notNull(),
  imapPasswordEnc: text('imap_password_enc').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull().default(465),
  smtpTls: boolean('smtp_tls').notNull().default(true),
  smtpUser: text('smtp_user').notNull(),
  smtpPasswordEnc: text('smtp_password_enc').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The mailbox's UIDVALIDITY and the last UID read under it. */
  uidValidity: text('uid_validity'),
  lastUid: integer('last_uid').notNull().default(0),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  /** What the last check found: { found, created, joined, skipped }. */
  lastResult: jsonb('last_result'),
  lastErrorCode: text('last_error_code'),
  lastError: text('last_error'),
  /** A check holds the account until it ends (or this lease runs out), so processes never read it twice at once. */
  checkLeaseUntil: timestamp('check_lease_until', { withTimezone: true }),
  ...timestamps,
});

export const supportInquiries = pgTable(
  'support_inquiries',
  {
    id: identityId(),
    accountId: integer('account_id').references(() => emailAccounts.id, { onDelete: 'set null' }),
    personId: personRef(),
    subject: text('subject').notNull().default(''),
    /** The subject without Re:/Fwd: prefixes, lower case: threads a reply that lost its headers. */
    subjectKey: text('subject_key').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    priority: text('priority', { enum: INQUIRY_PRIORITIES }).notNull().default('normal'),
    assigneeId: userRef('assignee_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unread: boolean('unread').notNull().default(true),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('support_inquiries_status_last_idx').on(t.status, t.lastMessageAt.desc()),
    index('support_inquiries_person_idx').on(t.personId),
    index('support_inquiries_thread_idx').on(t.customerEmail, t.subjectKey),
  ],
);

export type SupportAttachment =
  | { path_key: string; name: string; size: number; mime_type: string; has_thumbnail: boolean }
  | { name: string; size: number; refused: 'type' | 'size' };

export const supportMessages = pgTable(
  'support_messages',
  {
    id: identityId(),
    inquiryId: ownerId('inquiry_id', () => supportInquiries.id),
    accountId: integer('account_id').references(() => emailAccounts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: SUPPORT_MESSAGE_KINDS }).notNull(),
    state: text('state', { enum: SUPPORT_MESSAGE_STATES }).notNull().default('received'),
    /** The Message-ID header (with its angle brackets). */
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    references: text('references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `<uidvalidity>:<uid>` of a received message: the same mail is never stored twice. */
    imapKey: text('imap_key'),
    fromAddress: text('from_address').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    /** Sanitised (html.ts) before it is stored. */
    html: text('html'),
    /** An incoming mail's attachments: stored through the files storage, or named with why they were not. */
    attachments: jsonb('attachments').$type<SupportAttachment[]>().notNull().default([]),
    /** A failed send: what went wrong as a code the admin words (support/mail-errors.ts), and the detail for the log. */
    errorCode: text('error_code'),
    error: text('error'),
    /** Where a sent reply went: the account's SMTP server, or the outbox folder (no SMTP_URL). */
    delivery: text('delivery', { enum: ['smtp', 'outbox'] }),
    authorId: userRef('author_id'),
    authorName: text('author_name').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('support_messages_inquiry_idx').on(t.inquiryId, t.createdAt),
    index('support_messages_message_id_idx').on(t.messageId),
    uniqueIndex('support_messages_account_imap_key').on(t.accountId, t.imapKey),
  ],
);

export type EmailAccount = typeof emailAccounts.$inferSelect;
export type SupportInquiry = typeof supportInquiries.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
