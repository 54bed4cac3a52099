// The support inbox's mail accounts as stored: listed, read, added, changed and removed (their inquiries stay), and
// the newest mails one received. Passwords arrive here already sealed (secret-box.ts).
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailAccounts, supportMessages, type EmailAccount } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { notFound } from '../errors';

type AccountValues = typeof emailAccounts.$inferInsert;

/** Every account, in the order they were added. */
export async function listAccounts(db: Db): Promise<EmailAccount[]> {
  return db.select().from(emailAccounts).orderBy(emailAccounts.id);
}

/** The accounts a message may be sent from, by name: what the composer offers. */
export async function senderAccounts(db: Db) {
  return db
    .select({
      id: emailAccounts.id,
      name: emailAccounts.name,
      email: emailAccounts.email,
      from_name: emailAccounts.fromName,
    })
    .from(emailAccounts)
    .orderBy(asc(emailAccounts.name), asc(emailAccounts.id));
}

/** The account, or a 404. */
export async function readAccount(db: Db, id: number): Promise<EmailAccount> {
  const [row] = await db.select().from(emailAccounts).where(eq(emailAccounts.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createAccount(db: Db, values: AccountValues): Promise<EmailAccount> {
  const [row] = await db.insert(emailAccounts).values(values).returning();
  return row!;
}

/** Change the fields given (undefined ones stay as they are). */
export async function updateAccount(db: Db, id: number, values: Partial<AccountValues>): Promise<EmailAccount> {
  return (await updateOrRead(db, emailAccounts, values, eq(emailAccounts.id, id)))!;
}

/** Remove the account (a 404 when there is none); its inquiries stay. */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(emailAccounts).where(eq(emailAccounts.id, id)).returning({ id: emailAccounts.id });
  if (!deleted.length) throw notFound();
}

/** The newest `limit` mails the account received, and how many it received in all. */
export async function accountMails(db: Db, accountId: number, limit: number) {
  const where = eq(supportMessages.accountId, accountId);
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(supportMessages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
