// The server's outbox (OUTBOX_DIR, DATA_DIR/outbox by default, *.eml): where every mail goes while SMTP_URL is unset, as in these tests.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Every mail in the outbox, parsed, oldest first (by when it was written: a mail with a Message-ID is named from it). */
export async function outboxMails(): Promise<ParsedMail[]> {
  const names = (await readdir(outboxDir()).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const files = await Promise.all(
    names.map(async (name) => ({
      file: path.join(outboxDir(), name),
      at: (await stat(path.join(outboxDir(), name))).mtimeMs,
    })),
  );
  files.sort((a, b) => a.at - b.at || a.file.localeCompare(b.file));
  return Promise.all(files.map(async ({ file }) => simpleParser(await readFile(file))));
}

const addressesOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((v) => (v.address ?? '').toLowerCase()),
  );

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
