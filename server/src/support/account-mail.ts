// Sending one message through a mail account's SMTP server: the support inbox's replies and the message composer
// (issue 24) both go out here. Answers null when the server took it, else what went wrong (mail-errors.ts).
import type { Config } from '../config';
import type { EmailAccount } from '../db/schema/index';
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

export async function sendThroughAccount(config: Config, account: EmailAccount, mail: AccountMail): Promise<MailFailure | null> {
  const settings = smtpSettingsOf(config, account);
  if (!settings) return { code: 'PASSWORD_UNREADABLE', message: PASSWORD_UNREADABLE };
  const transport = smtpTransportOf(settings);
  try {
    await transport.sendMail({
      from: { name: mail.fromName || account.fromName || account.name, address: account.email },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      messageId: mail.messageId ?? undefined,
      inReplyTo: mail.inReplyTo ?? undefined,
      references: mail.references?.length ? mail.references : undefined,
    });
    return null;
  } catch (failure) {
    return mailFailure(failure, { host: account.smtpHost, port: account.smtpPort, protocol: 'SMTP' });
  } finally {
    transport.close();
  }
}
