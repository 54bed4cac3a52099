// Answering an inquiry: the reply is stored first as a draft of the thread, then sent through the account's SMTP
// with In-Reply-To (the customer's last message) and References (that message's chain and itself), so the
// customer's mail program threads it (account-mail.ts: to the outbox folder while SMTP_URL is unset). Sent: the
// message is marked sent with where it went, and the inquiry waits for the customer (or takes the status asked for).
// Refused or unreachable: it is marked failed with the reason's code, to be sent again.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Mailer } from '../mail';
import type { Db } from '../db/client';
import {
  emailAccounts,
  supportInquiries,
  supportMessages,
  type INQUIRY_STATUSES,
  type SupportMessage,
  type User,
} from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { sanitizeHtml } from '../html';
import { sendThroughAccount } from './account-mail';

export interface ReplyInput {
  text: string;
  html?: string;
  status?: (typeof INQUIRY_STATUSES)[number];
}

const MAX_REFERENCES = 20;

function replySubject(subject: string): string {
  return /^\s*re\s*:/i.test(subject) ? subject : `Re: ${subject}`.trim();
}

/** Stores the reply as a draft of the thread; throws 404/409 when the inquiry or its account is missing. */
export async function draftReply(
  db: Db,
  inquiryId: number,
  author: User,
  input: ReplyInput,
): Promise<SupportMessage | undefined> {
  const [inquiry] = await db.select().from(supportInquiries).where(eq(supportInquiries.id, inquiryId)).limit(1);
  if (!inquiry) return undefined;
  if (!inquiry.accountId) throw httpError(409, 'SUPPORT_NO_ACCOUNT');
  const [account] = await db.select().from(emailAccounts).where(eq(emailAccounts.id, inquiry.accountId)).limit(1);
  if (!account) throw httpError(409, 'SUPPORT_NO_ACCOUNT');
  if (!inquiry.customerEmail) throw httpError(409, 'SUPPORT_NO_ADDRESS');
  const [last] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.inquiryId, inquiryId),
        eq(supportMessages.kind, 'in'),
        isNotNull(supportMessages.messageId),
      ),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(1);
  const references = last ? [...new Set([...last.references, last.messageId!])].slice(-MAX_REFERENCES) : [];
  const domain = account.email.split('@')[1] || 'localhost';
  const [row] = await db
    .insert(supportMessages)
    .values({
      inquiryId,
      accountId: account.id,
      kind: 'out',
      state: 'draft',
      messageId: `<${randomUUID()}@${domain}>`,
      inReplyTo: last?.messageId ?? null,
      references,
      fromAddress: account.email,
      fromName: account.fromName,
      toAddress: inquiry.customerEmail,
      subject: replySubject(inquiry.subject),
      text: input.text,
      html: input.html ? sanitizeHtml(input.html) : null,
      authorId: author.id,
      authorName: `${author.firstName} ${author.lastName}`.trim() || author.email,
    })
    .returning();
  return row;
}

/** A reply of the inquiry that may be sent again (a draft or a failed one): 404 when there is none, 409 when it went. */
export async function resendableReply(db: Db, inquiryId: number, messageId: number): Promise<SupportMessage> {
  const [message] = await db.select().from(supportMessages).where(eq(supportMessages.id, messageId)).limit(1);
  if (!message || message.inquiryId !== inquiryId || message.kind !== 'out') throw notFound();
  if (message.state !== 'draft' && message.state !== 'failed') throw httpError(409, 'SUPPORT_ALREADY_SENT');
  return message;
}

/** Sends a stored reply (a new one or a draft sent again) and records the outcome on it and on the inquiry. */
export async function deliverReply(
  db: Db,
  config: Config,
  mailer: Mailer,
  message: SupportMessage,
  status?: ReplyInput['status'],
): Promise<SupportMessage> {
  const [account] = message.accountId
    ? await db.select().from(emailAccounts).where(eq(emailAccounts.id, message.accountId)).limit(1)
    : [];
  if (!account) throw httpError(409, 'SUPPORT_NO_ACCOUNT');
  const { delivery, failure } = await sendThroughAccount(config, mailer, account, {
    to: message.toAddress,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    inReplyTo: message.inReplyTo,
    references: message.references,
  });
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(supportMessages)
      .set(
        failure
          ? { state: 'failed', errorCode: failure.code, error: failure.message, delivery: null }
          : { state: 'sent', errorCode: null, error: null, delivery, sentAt: now },
      )
      .where(eq(supportMessages.id, message.id))
      .returning();
    if (!failure) {
      await tx
        .update(supportInquiries)
        .set({
          firstResponseAt: sql`coalesce(${supportInquiries.firstResponseAt}, ${now})`,
          status: status ?? 'waiting',
          resolvedAt: status === 'resolved' ? sql`coalesce(${supportInquiries.resolvedAt}, ${now})` : null,
          unread: false,
          lastMessageAt: now,
        })
        .where(eq(supportInquiries.id, message.inquiryId));
    }
    return row!;
  });
}
