// The server's outbox (DATA_DIR/outbox/*.eml): where every mail goes while SMTP_URL is unset, as in these tests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Every mail in the outbox, parsed, oldest first. */
export async function outboxMails(): Promise<ParsedMail[]> {
  const files = (await readdir(outboxDir()).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outboxDir(), file)))));
}

const addressesOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => (v.address ?? '').toLowerCase()));

/** The outbox's mails to `email`, oldest first. */
export async function mailsTo(email: string): Promise<ParsedMail[]> {
  return (await outboxMails()).filter((mail) => addressesOf(mail).includes(email.toLowerCase()));
}

/** Waits until the outbox holds a mail to `email` matching `match`, and answers it. */
export async function mailTo(email: string, match: (mail: ParsedMail) => boolean = () => true): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).reverse().find(match);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The reset link of the newest mail written to the server's outbox for `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const link = (mail: ParsedMail) => /https?:\/\/[^\s"<>]+\/resetPassword\?token=[^\s"<>]+/.exec(mail.text ?? '')?.[0];
  return link(await mailTo(email, (mail) => Boolean(link(mail))))!;
}
