// Reading new mail from an IMAP inbox (imapflow): the messages above the last UID seen under the mailbox's
// UIDVALIDITY (all of them again when UIDVALIDITY changed), oldest first, at most `limit` per check.
import { ImapFlow } from 'imapflow';

export interface ImapSettings {
  host: string;
  port: number;
  tls: boolean;
  user: string;
  password: string;
}

export interface RawMail {
  uid: number;
  source: Buffer;
}

export interface NewMail {
  uidValidity: string;
  mails: RawMail[];
}

function clientOf(settings: ImapSettings): ImapFlow {
  return new ImapFlow({
    host: settings.host,
    port: settings.port,
    // tls: TLS from the start (993); otherwise STARTTLS when the server offers it.
    secure: settings.tls,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** Signs in and out: throws what the server said when it refuses. */
export async function testImap(settings: ImapSettings): Promise<void> {
  const client = clientOf(settings);
  client.on('error', () => undefined);
  await client.connect();
  await client.logout();
}

export async function readNewMail(
  settings: ImapSettings,
  seen: { uidValidity: string | null; lastUid: number },
  limit = 200,
): Promise<NewMail> {
  const client = clientOf(settings);
  client.on('error', () => undefined);
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const mailbox = client.mailbox;
      const uidValidity = mailbox ? String(mailbox.uidValidity) : '';
      const after = uidValidity === seen.uidValidity ? seen.lastUid : 0;
      const mails: RawMail[] = [];
      if (mailbox && mailbox.exists > 0) {
        // `n:*` always answers the newest message, even below n: keep only the ones above what was seen.
        for await (const message of client.fetch(`${after + 1}:*`, { uid: true, source: true }, { uid: true })) {
          if (message.uid > after && message.source) mails.push({ uid: message.uid, source: message.source });
        }
      }
      mails.sort((a, b) => a.uid - b.uid);
      return { uidValidity, mails: mails.slice(0, limit) };
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
