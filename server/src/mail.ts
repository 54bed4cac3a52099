// Outgoing mail through nodemailer: the one way every sender (sign-in mail, invitations, newsletters, forms, receipts,
// support replies and the composer) puts mail out. With SMTP_URL it goes to that server; without it each message is
// written as an .eml file under DATA_DIR/outbox and logged with its file and its link, the token in the link masked
// (the file, readable by the server's user only, holds it), so a person running locally can follow it and nothing
// leaves the machine. Support accounts send through their own SMTP server only while SMTP_URL is set
// (support/account-mail.ts); `delivery` says where a message went, for the screen that sent it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import { redactUrl } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (reset, invitation); logged in outbox mode with its token masked. */
  link?: string;
  /** Sender when not MAIL_FROM (a newsletter's from name and address, a support account's). */
  from?: string | { name: string; address: string };
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post...). */
  headers?: Record<string, string>;
  /** Threading (a support reply): its own Message-ID, the message it answers and that message's chain. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

/** Where the mailer puts messages: a mail server, the outbox folder, or memory (tests). */
export type MailTransportKind = 'smtp' | 'outbox' | 'memory';

export interface Mailer {
  readonly kind: MailTransportKind;
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the in-memory mailer (tests); empty otherwise. */
  readonly sent: MailMessage[];
}

export function createMailer(config: Config, log: FastifyBaseLogger, kind: MailTransportKind = config.smtpUrl ? 'smtp' : 'outbox'): Mailer {
  const sent: MailMessage[] = [];
  const envelopeOf = (message: MailMessage) => ({
    from: message.from ?? config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(message.references?.length ? { references: message.references } : {}),
  });
  if (kind === 'memory') {
    return { kind, sent, send: async (message) => void sent.push(message) };
  }
  if (kind === 'smtp') {
    const transport = nodemailer.createTransport(config.smtpUrl!);
    return {
      kind,
      sent,
      async send(message) {
        await transport.sendMail(envelopeOf(message));
        log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    kind,
    sent,
    async send(message) {
      const info = await transport.sendMail(envelopeOf(message));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${process.pid}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject, link: message.link && redactUrl(message.link) }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
