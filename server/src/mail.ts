// Outgoing mail through nodemailer. With SMTP_URL it goes to that server; without it each message is written
// as an .eml file under DATA_DIR/outbox and its link is logged, so a person running locally can follow it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (reset, invitation); logged in outbox mode. */
  link?: string;
  /** Sender when not MAIL_FROM (a newsletter's from name and address). */
  from?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post...). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the in-memory mailer (tests); empty otherwise. */
  readonly sent: MailMessage[];
}

export type MailTransportKind = 'smtp' | 'outbox' | 'memory';

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
  });
  if (kind === 'memory') {
    return { sent, send: async (message) => void sent.push(message) };
  }
  if (kind === 'smtp') {
    const transport = nodemailer.createTransport(config.smtpUrl!);
    return {
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
    sent,
    async send(message) {
      const info = await transport.sendMail(envelopeOf(message));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${process.pid}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject, link: message.link }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
