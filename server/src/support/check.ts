// Checking an account for new mail: take the account's lease (so no two processes read it at once), read what is
// new over IMAP, store each mail (ingest.ts), then record the outcome on the account: what was found, or the error
// in a sentence. One account's failure is its own; `checkAllAccounts` goes on with the others.
import type { PgBoss } from 'pg-boss';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailAccounts, type EmailAccount } from '../db/schema/index';
import { imapSettingsOf, PASSWORD_UNREADABLE } from './accounts';
import { readNewMail } from './imap';
import { attachmentStoreFor } from './attachments';
import { ingestMail } from './ingest';
import { mailFailure, type MailFailure } from './mail-errors';

const LEASE_MINUTES = 10;

export interface CheckResult {
  account_id: number;
  ok: boolean;
  /** New messages read from the mailbox. */
  found: number;
  /** Of those: new inquiries, messages added to existing threads, and ones already stored. */
  created: number;
  joined: number;
  skipped: number;
  failed: number;
  error_code: MailFailure['code'] | null;
  error: string | null;
  checked_at: string;
}

async function takeLease(db: Db, accountId: number): Promise<EmailAccount | undefined> {
  const [account] = await db
    .update(emailAccounts)
    .set({
      checkLeaseUntil: sql`now() + make_interval(mins => ${LEASE_MINUTES})`,
      updatedAt: sql`${emailAccounts.updatedAt}`,
    })
    .where(
      and(
        eq(emailAccounts.id, accountId),
        or(isNull(emailAccounts.checkLeaseUntil), lt(emailAccounts.checkLeaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return account;
}

/** Checks one account now. `busy` when another check of it is running. */
export async function checkAccount(
  db: Db,
  queue: PgBoss | null,
  config: Config,
  accountId: number,
  log?: FastifyBaseLogger,
): Promise<CheckResult | 'busy'> {
  const account = await takeLease(db, accountId);
  if (!account) return 'busy';
  const result: CheckResult = {
    account_id: account.id,
    ok: true,
    found: 0,
    created: 0,
    joined: 0,
    skipped: 0,
    failed: 0,
    error_code: null,
    error: null,
    checked_at: new Date().toISOString(),
  };
  let uidValidity = account.uidValidity;
  let lastUid = account.lastUid;
  try {
    const settings = imapSettingsOf(config, account);
    if (!settings) {
      Object.assign(result, { ok: false, error_code: 'PASSWORD_UNREADABLE', error: PASSWORD_UNREADABLE });
    } else {
      const fresh = await readNewMail(settings, { uidValidity: account.uidValidity, lastUid: account.lastUid });
      if (fresh.uidValidity !== uidValidity) lastUid = 0;
      uidValidity = fresh.uidValidity;
      result.found = fresh.mails.length;
      for (const mail of fresh.mails) {
        try {
          const outcome = await ingestMail(
            db,
            queue,
            account,
            `${fresh.uidValidity}:${mail.uid}`,
            mail.source,
            await attachmentStoreFor(config, log),
          );
          result[outcome] += 1;
        } catch (error) {
          result.failed += 1;
          log?.error({ err: error, account: account.id, uid: mail.uid }, 'an incoming mail could not be stored');
        }
        lastUid = Math.max(lastUid, mail.uid);
      }
    }
  } catch (error) {
    const failure = mailFailure(error, { host: account.imapHost, port: account.imapPort, protocol: 'IMAP' });
    Object.assign(result, { ok: false, error_code: failure.code, error: failure.message });
  }
  result.checked_at = new Date().toISOString();
  await db
    .update(emailAccounts)
    .set({
      uidValidity,
      lastUid,
      lastCheckedAt: new Date(result.checked_at),
      lastResult: {
        found: result.found,
        created: result.created,
        joined: result.joined,
        skipped: result.skipped,
        failed: result.failed,
      },
      lastErrorCode: result.error_code,
      lastError: result.error,
      checkLeaseUntil: null,
    })
    .where(eq(emailAccounts.id, account.id));
  if (!result.ok)
    log?.warn({ account: account.id, code: result.error_code, error: result.error }, 'mail account check failed');
  return result;
}

/** Every active account, one after another; a failing account is recorded and the next one checked. */
export async function checkAllAccounts(
  db: Db,
  queue: PgBoss | null,
  config: Config,
  log?: FastifyBaseLogger,
): Promise<Array<CheckResult | 'busy'>> {
  const accounts = await db
    .select({ id: emailAccounts.id })
    .from(emailAccounts)
    .where(eq(emailAccounts.isActive, true))
    .orderBy(asc(emailAccounts.id));
  const results: Array<CheckResult | 'busy'> = [];
  for (const { id } of accounts) {
    try {
      results.push(await checkAccount(db, queue, config, id, log));
    } catch (error) {
      log?.error({ err: error, account: id }, 'mail account check failed');
    }
  }
  return results;
}
