// Real mail servers for the support tests, in the test process on random ports: an IMAP server (hoodiecrow-imap,
// npm, by the author of imapflow: a scriptable IMAP4rev1 server over a mailbox held in memory) and an SMTP server
// (smtp-server, npm, the server half of nodemailer) that keeps what it receives, parsed.
import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export interface TestImap {
  port: number;
  /** Puts a mail in the INBOX as a mail server would on delivery. */
  deliver(mail: MailSpec): Promise<string>;
  close(): Promise<void>;
}

export interface MailSpec {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The mail as a sender's program writes it (headers encoded, body in base64 or quoted-printable). */
export async function rawMail(mail: MailSpec): Promise<string> {
  const info = await composer.sendMail({ ...mail, date: new Date() });
  return (info.message as Buffer).toString('latin1');
}

export async function startImap(user: string, password: string): Promise<TestImap> {
  const server = hoodiecrow({
    plugins: ['ID', 'IDLE', 'UNSELECT', 'ENABLE'],
    users: { [user]: { password } },
    storage: { INBOX: { messages: [] }, '': {} },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    async deliver(mail) {
      const raw = await rawMail(mail);
      server.appendMessage('INBOX', [], new Date(), raw);
      return raw;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtp(user: string, password: string): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
