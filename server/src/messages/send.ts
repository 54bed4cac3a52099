// Sending what the composer wrote. E-mail goes through a chosen mail account's SMTP (the support inbox's
// sending, support/account-mail.ts), as a reply in an inquiry's thread (support/reply.ts), or through the server's
// mailer (SMTP_URL, else the outbox). WhatsApp goes through the Cloud API when it is configured and is the stub
// otherwise. What was sent is kept on the customer as a note (or in the inquiry's thread). A refused send answers
// its reason and changes nothing, so the composer keeps the draft.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailAccounts, notes, supportMessages, type User } from '../db/schema/index';
import { displayName } from '../auth/users';
import type { Mailer } from '../mail';
import { findByEmail, findByPhone } from '../people/lookup';
import { sendThroughAccount } from '../support/account-mail';
import { deliverReply, draftReply } from '../support/reply';
import { sendWhatsApp } from './whatsapp';

export interface ComposedMessage {
  channel: 'email' | 'whatsapp';
  /** An e-mail address, or a phone number in E.164 for WhatsApp. */
  to: string;
  subject: string;
  content: string;
  reply_to?: string;
  from_name?: string;
  account_id?: number;
  inquiry_id?: number;
  person_id?: number;
}

export interface SendResult {
  state: 'sent' | 'stub' | 'failed';
  error_code: string | null;
  error: string | null;
  /** The note that keeps the message on the customer. */
  note_id: number | null;
  /** The reply in the inquiry's thread. */
  support_message_id: number | null;
  /** A sent e-mail: a mail server took it, or it was written to the outbox folder (no SMTP_URL). */
  delivery: 'smtp' | 'outbox' | null;
}

const NOTE_MAX = 20_000;
const result = (state: SendResult['state'], over: Partial<SendResult> = {}): SendResult => ({
  state,
  error_code: null,
  error: null,
  note_id: null,
  support_message_id: null,
  delivery: null,
  ...over,
});
const failed = (code: string, error: string) => result('failed', { error_code: code, error });

/** The address part of `Name <address>` (MAIL_FROM), or the whole text. */
export const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
/** The name part of `Name <address>`, or nothing. */
export const nameOf = (from: string): string => (/^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1] ?? '').trim();

/** The customer the message is about: the one named, else the one holding the address or number it goes to. */
export async function personFor(
  db: Db,
  message: Pick<ComposedMessage, 'channel' | 'to' | 'person_id'>,
): Promise<number | undefined> {
  if (message.person_id) return message.person_id;
  const found = message.channel === 'email' ? await findByEmail(db, message.to) : await findByPhone(db, message.to);
  return found?.id;
}

async function logNote(
  db: Db,
  user: User,
  personId: number | undefined,
  category: 'email' | 'whatsapp',
  message: ComposedMessage,
): Promise<number | null> {
  if (!personId) return null;
  const head = message.subject ? `→ ${message.to}\n${message.subject}` : `→ ${message.to}`;
  const [row] = await db
    .insert(notes)
    .values({
      type: 'person',
      refId: personId,
      category,
      content: `${head}\n\n${message.content}`.slice(0, NOTE_MAX),
      authorId: user.id,
      authorName: displayName(user),
    })
    .returning({ id: notes.id });
  return row!.id;
}

export interface SendContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  user: User;
}

/** Sends an e-mail as a reply in an inquiry's thread; a refused reply is taken out of the thread again (the composer keeps it). */
async function replyInThread(
  ctx: SendContext,
  inquiryId: number,
  message: ComposedMessage,
): Promise<SendResult | undefined> {
  const draft = await draftReply(ctx.db, inquiryId, ctx.user, { text: message.content });
  if (!draft) return undefined;
  const sent = await deliverReply(ctx.db, ctx.config, ctx.mailer, draft);
  if (sent.state === 'sent') return result('sent', { support_message_id: sent.id, delivery: sent.delivery });
  await ctx.db.delete(supportMessages).where(eq(supportMessages.id, sent.id));
  return failed(sent.errorCode ?? 'MAIL_ERROR', sent.error ?? '');
}

/** Sends a composed message whose fields were checked and merged; undefined when the inquiry is gone. */
export async function sendComposed(
  ctx: SendContext,
  message: ComposedMessage,
  personId: number | undefined,
): Promise<SendResult | undefined> {
  const { db, config, mailer, user } = ctx;
  if (message.channel === 'whatsapp') {
    if (!config.whatsapp) return result('stub');
    const sent = await sendWhatsApp(config.whatsapp, message.to, message.content);
    if (sent.error) return failed(sent.error.code, sent.error.message);
    return result('sent', { note_id: await logNote(db, user, personId, 'whatsapp', message) });
  }
  if (message.inquiry_id) return replyInThread(ctx, message.inquiry_id, message);
  if (message.account_id) {
    const [account] = await db.select().from(emailAccounts).where(eq(emailAccounts.id, message.account_id)).limit(1);
    if (!account) return undefined;
    const { delivery, failure } = await sendThroughAccount(config, mailer, account, {
      to: message.to,
      subject: message.subject,
      text: message.content,
      fromName: message.from_name,
      replyTo: message.reply_to,
    });
    if (failure) return failed(failure.code, failure.message);
    return result('sent', { delivery, note_id: await logNote(db, user, personId, 'email', message) });
  } else {
    const name = (message.from_name || nameOf(config.mailFrom)).replace(/["\\\r\n]/g, '');
    try {
      await mailer.send({
        to: message.to,
        subject: message.subject,
        text: message.content,
        from: name ? `"${name}" <${addressOf(config.mailFrom)}>` : config.mailFrom,
        replyTo: message.reply_to,
      });
    } catch (error) {
      return failed('MAIL_ERROR', (error instanceof Error ? error.message : String(error)).slice(0, 500));
    }
  }
  return result('sent', {
    delivery: mailer.kind === 'smtp' ? 'smtp' : 'outbox',
    note_id: await logNote(db, user, personId, 'email', message),
  });
}
