// Sending one message from a mail account (a support inbox's address): the support inbox's replies and the message
// composer both go out here. While SMTP_URL is set, through the account's own SMTP server; while it is not, the
// product's mail does not leave the machine, so the message goes to the product's mailer (the outbox folder) like every
// other mail, from the account's address. Answers where it went, or what went wrong (mail-errors.ts).
import type { Config } from '../config';
import type { EmailAccount } from '../db/schema/index';
import type { Mailer } from '../mail';
import { PASSWORD_UNREADABLE, smtpSettingsOf } from './accounts';
import { mailFailure, type MailFailure } from './mail-errors';
import { smtpTransportOf } from './smtp';

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The sender's display name; the account's from name (or its name) by default. */
  fromName?: string;
  replyTo?: string;
  messageId?: string | null;
  inReplyTo?: string | null;
  references?: string[];
}

/** Where a message went: the account's SMTP server, or the product's mailer (the outbox folder without SMTP_URL). */
export type Delivery = 'smtp' | 'outbox';

export type AccountSend = { delivery: Delivery; failure: null } | { delivery: Delivery; failure: MailFailure };

export async function sendThroughAccount(
  config: Config,
  mailer: Mailer,
  account: EmailAccount,
  mail: AccountMail,
): Promise<AccountSend> {
  const message = {
    from: { name: mail.fromName || account.fromName || account.name, address: account.email },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    messageId: mail.messageId ?? undefined,
    inReplyTo: mail.inReplyTo ?? undefined,
    references: mail.references?.length ? mail.references : undefined,
  };
  if (!config.smtpUrl) {
    try {
      await mailer.send(message);
      return { delivery: 'outbox', failure: null };
    } catch (failure) {
      return {
        delivery: 'outbox',
        failure: {
          code: 'MAIL_ERROR',
          message: String(failure instanceof Error ? failure.message : failure).slice(0, 300),
        },
      };
    }
  }
  const settings = smtpSettingsOf(config, account);
  if (!settings) return { delivery: 'smtp', failure: { code: 'PASSWORD_UNREADABLE', message: PASSWORD_UNREADABLE } };
  const transport = smtpTransportOf(settings);
  try {
    await transport.sendMail(message);
    return { delivery: 'smtp', failure: null };
  } catch (failure) {
    return {
      delivery: 'smtp',
      failure: mailFailure(failure, { host: account.smtpHost, port: account.smtpPort, protocol: 'SMTP' }),
    };
  } finally {
    transport.close();
  }
}
