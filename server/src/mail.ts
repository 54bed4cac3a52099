// Outgoing mail through nodemailer: the one way every sender (sign-in mail, invitations, newsletters, forms, receipts,
// support replies and the composer) puts mail out. With SMTP_URL it goes to that server; without it each message is
// written as an .eml file under OUTBOX_DIR (DATA_DIR/outbox) and logged with its file and its link, the token in the
// link masked (the file, readable by the server's user only, holds it), so a person running locally can follow it and
// nothing leaves the machine. Support accounts send through their own SMTP server only while SMTP_URL is set
// (support/account-mail.ts); `delivery` says where a message went, for the screen that sent it.
//
// `delivered` says whether a message carrying a Message-ID went out, where that can be read: the outbox keeps such a
// message under a file named from its Message-ID, written whole to a temporary file and then linked in under that name
// (never replaced), so the file exists exactly when the message was delivered, and a second delivery of one Message-ID
// is kept once, as mail stores that keep one copy per Message-ID do. An SMTP server's "accepted" is the last a sender
// hears, so there nobody can tell.
import { access, link, mkdir, rm, writeFile } from 'node:fs/promises';
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
  /** Whether the message with this Message-ID was delivered: known for the outbox and memory, null over SMTP. */
  delivered(messageId: string): Promise<boolean | null>;
  /** Messages kept by the in-memory mailer (tests); empty otherwise. */
  readonly sent: MailMessage[];
}

/** What nodemailer is given for a message. */
const envelopeOf = (config: Config, message: MailMessage) => ({
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

export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
  kind: MailTransportKind = config.smtpUrl ? 'smtp' : 'outbox',
): Mailer {
  const sent: MailMessage[] = [];
  if (kind === 'memory') {
    return {
      kind,
      sent,
      send: async (message) => void sent.push(message),
      delivered: async (messageId) => sent.some((m) => m.messageId === messageId),
    };
  }
  if (kind === 'smtp') {
    const transport = nodemailer.createTransport(config.smtpUrl!);
    return {
      kind,
      sent,
      async send(message) {
        await transport.sendMail(envelopeOf(config, message));
        log.info({ subject: message.subject }, 'mail sent');
      },
      delivered: async () => null,
    };
  }
  return outboxMailer(config, log, sent);
}

/** An outbox file's name for a Message-ID: the ID without its brackets, anything but letters, digits and . _ @ - as _. */
export function outboxNameOf(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

function outboxMailer(config: Config, log: FastifyBaseLogger, sent: MailMessage[]): Mailer {
  const outbox = config.outboxDir;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  /** Writes the message whole beside its final name, then links it in: false when that name was taken already. */
  const place = async (file: string, content: Buffer) => {
    const temp = `${file}.${process.pid}-${++counter}.tmp`;
    await writeFile(temp, content, { mode: 0o600 });
    try {
      await link(temp, file);
      return true;
    } catch (error) {
      if (codeOf(error) === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  };
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      const info = await transport.sendMail(envelopeOf(config, message));
      await mkdir(outbox, { recursive: true });
      const content = info.message as Buffer;
      let file: string;
      if (message.messageId) {
        file = path.join(outbox, outboxNameOf(message.messageId));
        if (!(await place(file, content))) {
          log.warn({ file }, 'mail already in the outbox under its Message-ID; kept once');
          return;
        }
      } else {
        file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}.eml`);
        await writeFile(file, content, { mode: 0o600 });
      }
      log.info(
        { file, subject: message.subject, link: message.link && redactUrl(message.link) },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    async delivered(messageId) {
      try {
        await access(path.join(outbox, outboxNameOf(messageId)));
        return true;
      } catch (error) {
        if (codeOf(error) === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
