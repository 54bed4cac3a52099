// The support area's answers (and their OpenAPI schemas). An account's answer never holds its passwords: they are
// not among the fields below, and `accountWire` copies field by field.
import { z } from 'zod';
import type { Config } from '../config';
import { attachmentWire } from './attachments';
import {
  INQUIRY_PRIORITIES,
  INQUIRY_STATUSES,
  SUPPORT_MESSAGE_KINDS,
  SUPPORT_MESSAGE_STATES,
  type EmailAccount,
  type SupportInquiry,
  type SupportMessage,
} from '../db/schema/index';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const accountSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    from_name: z.string(),
    imap_host: z.string(),
    imap_port: z.int(),
    imap_tls: z.boolean(),
    imap_user: z.string(),
    smtp_host: z.string(),
    smtp_port: z.int(),
    smtp_tls: z.boolean(),
    smtp_user: z.string(),
    is_active: z.boolean(),
    last_uid: z.int(),
    last_checked_at: z.string().nullable(),
    last_result: z
      .object({ found: z.int(), created: z.int(), joined: z.int(), skipped: z.int(), failed: z.int() })
      .nullable(),
    last_error_code: z.string().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'EmailAccount' });
export type AccountWire = z.infer<typeof accountSchema>;

export function accountWire(a: EmailAccount): AccountWire {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    from_name: a.fromName,
    imap_host: a.imapHost,
    imap_port: a.imapPort,
    imap_tls: a.imapTls,
    imap_user: a.imapUser,
    smtp_host: a.smtpHost,
    smtp_port: a.smtpPort,
    smtp_tls: a.smtpTls,
    smtp_user: a.smtpUser,
    is_active: a.isActive,
    last_uid: a.lastUid,
    last_checked_at: iso(a.lastCheckedAt),
    last_result: (a.lastResult as AccountWire['last_result']) ?? null,
    last_error_code: a.lastErrorCode,
    last_error: a.lastError,
    created_at: a.createdAt.toISOString(),
  };
}

export const messageSchema = z
  .object({
    id: z.int(),
    inquiry_id: z.int(),
    kind: z.enum(SUPPORT_MESSAGE_KINDS),
    state: z.enum(SUPPORT_MESSAGE_STATES),
    message_id: z.string().nullable(),
    in_reply_to: z.string().nullable(),
    references: z.array(z.string()),
    from_address: z.string(),
    from_name: z.string(),
    to_address: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable().describe('Sanitised'),
    attachments: z.array(
      z.object({
        name: z.string(),
        size: z.int(),
        mime_type: z.string().nullable(),
        url: z.string().nullable().describe('Signed; null when not stored'),
        thumbnail_url: z.string().nullable(),
        refused: z
          .enum(['type', 'size'])
          .nullable()
          .describe('Why it was not stored (a type or size the files rules refuse)'),
      }),
    ),
    error_code: z
      .string()
      .nullable()
      .describe('A failed send: AUTH_FAILED, HOST_UNREACHABLE, TIMEOUT, TLS_FAILED, MAIL_ERROR or PASSWORD_UNREADABLE'),
    error: z.string().nullable().describe("A failed send: the mail server's detail, for the log"),
    delivery: z
      .enum(['smtp', 'outbox'])
      .nullable()
      .describe("A sent reply: the account's SMTP server, or the outbox folder (no SMTP_URL)"),
    author_id: z.string().nullable(),
    author_name: z.string(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportMessage' });

export function messageWire(config: Config, m: SupportMessage): z.infer<typeof messageSchema> {
  return {
    id: m.id,
    inquiry_id: m.inquiryId,
    kind: m.kind,
    state: m.state,
    message_id: m.messageId,
    in_reply_to: m.inReplyTo,
    references: m.references,
    from_address: m.fromAddress,
    from_name: m.fromName,
    to_address: m.toAddress,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments.map((a) => attachmentWire(config, a)),
    error_code: m.errorCode,
    error: m.error,
    delivery: m.delivery,
    author_id: m.authorId,
    author_name: m.authorName,
    sent_at: iso(m.sentAt),
    created_at: m.createdAt.toISOString(),
  };
}

export const inquirySchema = z
  .object({
    id: z.int(),
    account_id: z.int().nullable(),
    person_id: z.int().nullable(),
    person_name: z.string().nullable(),
    subject: z.string(),
    customer_email: z.string(),
    customer_name: z.string(),
    status: z.enum(INQUIRY_STATUSES),
    priority: z.enum(INQUIRY_PRIORITIES),
    assignee_id: z.string().nullable(),
    assignee_name: z.string().nullable(),
    tags: z.array(z.string()),
    unread: z.boolean(),
    snippet: z.string().describe('The start of the last message from the customer'),
    message_count: z.int(),
    last_message_at: z.string(),
    first_response_at: z.string().nullable(),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportInquiry' });
export type InquiryWire = z.infer<typeof inquirySchema>;

export interface InquiryExtras {
  person_name: string | null;
  assignee_name: string | null;
  snippet: string;
  message_count: number;
}

export function inquiryWire(i: SupportInquiry, extras: InquiryExtras): InquiryWire {
  return {
    id: i.id,
    account_id: i.accountId,
    person_id: i.personId,
    subject: i.subject,
    customer_email: i.customerEmail,
    customer_name: i.customerName,
    status: i.status,
    priority: i.priority,
    assignee_id: i.assigneeId,
    tags: i.tags,
    unread: i.unread,
    last_message_at: i.lastMessageAt.toISOString(),
    first_response_at: iso(i.firstResponseAt),
    resolved_at: iso(i.resolvedAt),
    created_at: i.createdAt.toISOString(),
    ...extras,
  };
}

export const inquiryDetailSchema = inquirySchema
  .extend({
    messages: z.array(messageSchema),
    account: z.object({ id: z.int(), name: z.string(), email: z.string() }).nullable(),
    person: z
      .object({ id: z.int(), name: z.string(), emails: z.array(z.string()), phones: z.array(z.string()) })
      .nullable(),
  })
  .meta({ id: 'SupportInquiryDetail' });

export const checkResultSchema = z
  .object({
    account_id: z.int(),
    ok: z.boolean(),
    found: z.int(),
    created: z.int(),
    joined: z.int(),
    skipped: z.int(),
    failed: z.int(),
    error_code: z.string().nullable(),
    error: z.string().nullable(),
    checked_at: z.string(),
  })
  .meta({ id: 'EmailCheckResult' });
