// One incoming mail into the support inbox: parsed (mailparser), its sender found or created as a person, its
// attachments stored through the files storage (attachments.ts; removed again when the mail is not kept), and
// stored as a new inquiry or as the next message of its thread (threading.ts), in one transaction.
import type { PgBoss } from 'pg-boss';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Db } from '../db/client';
import { supportInquiries, supportMessages, type EmailAccount } from '../db/schema/index';
import { sanitizeHtml } from '../html';
import { notifyStaff } from '../notifications/notify';
import { findOrCreatePerson } from '../people/find-or-create';
import { storeAttachments, type AttachmentStore } from './attachments';
import { findThread, subjectKey } from './threading';

export type IngestOutcome = 'created' | 'joined' | 'skipped';

function listOf(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(/\s+/)).map((v) => v.trim()).filter(Boolean);
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): { address: string; name: string } {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const first = list.flatMap((a) => a.value)[0];
  return { address: (first?.address ?? '').trim().toLowerCase(), name: (first?.name ?? '').trim() };
}

function namesOf(name: string, address: string): { first_name: string; last_name: string } {
  const words = (name || address.split('@')[0] || '').split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

export async function ingestMail(
  db: Db,
  queue: PgBoss | null,
  account: EmailAccount,
  imapKey: string,
  source: Buffer,
  store?: AttachmentStore,
): Promise<IngestOutcome> {
  const [already] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.accountId, account.id), eq(supportMessages.imapKey, imapKey)))
    .limit(1);
  if (already) return 'skipped';

  const parsed = await simpleParser(source, { skipImageLinks: true });
  const messageId = parsed.messageId ?? null;
  if (messageId) {
    // The same mail read through another account (or copied into the inbox twice) is stored once.
    const [seen] = await db
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(and(eq(supportMessages.messageId, messageId), eq(supportMessages.kind, 'in')))
      .limit(1);
    if (seen) return 'skipped';
  }
  const from = firstAddress(parsed.from);
  const to = firstAddress(parsed.to);
  const subject = (parsed.subject ?? '').slice(0, 500);
  const inReplyTo = parsed.inReplyTo ?? null;
  const references = listOf(parsed.references).slice(-50);
  const html = typeof parsed.html === 'string' && parsed.html ? sanitizeHtml(parsed.html) : null;
  const text = (parsed.text ?? '').slice(0, 200_000);
  const receivedAt = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date();

  let personId: number | null = null;
  if (from.address) {
    try {
      personId = await findOrCreatePerson(db, { email: from.address, ...namesOf(from.name, from.address) });
    } catch {
      personId = null; // an address the people rules refuse: the inquiry keeps the address alone
    }
  }

  const attachments = await storeAttachments(db, store, parsed.attachments);
  const outcome = await db
    .transaction(async (tx) => {
      const key = subjectKey(subject);
      const threadId = await findThread(tx, {
        referenceIds: [inReplyTo ?? '', ...references],
        subjectKey: key,
        fromAddress: from.address,
      });
      const now = new Date();
      let inquiryId: number;
      if (threadId) {
        inquiryId = threadId;
        // A customer's answer reopens a waiting or resolved inquiry.
        await tx
          .update(supportInquiries)
          .set({
            unread: true,
            lastMessageAt: now,
            status: sql`case when ${supportInquiries.status} in ('waiting', 'resolved') then 'open' else ${supportInquiries.status} end`,
            resolvedAt: null,
            ...(personId ? { personId: sql`coalesce(${supportInquiries.personId}, ${personId})` } : {}),
          })
          .where(eq(supportInquiries.id, threadId));
      } else {
        const [row] = await tx
          .insert(supportInquiries)
          .values({
            accountId: account.id,
            personId,
            subject,
            subjectKey: key,
            customerEmail: from.address,
            customerName: from.name,
            lastMessageAt: now,
          })
          .returning({ id: supportInquiries.id });
        inquiryId = row!.id;
        await notifyStaff(tx, queue, {
          kind: 'inquiry_new',
          params: { subject, from: from.name || from.address },
          link: `/support/${inquiryId}`,
        });
      }
      const inserted = await tx
        .insert(supportMessages)
        .values({
          inquiryId,
          accountId: account.id,
          kind: 'in',
          state: 'received',
          messageId,
          inReplyTo,
          references,
          imapKey,
          fromAddress: from.address,
          fromName: from.name,
          toAddress: to.address,
          subject,
          text,
          html,
          attachments: attachments.items,
          sentAt: receivedAt,
        })
        .onConflictDoNothing()
        .returning({ id: supportMessages.id });
      if (!inserted.length) {
        tx.rollback();
      }
      return threadId ? 'joined' : 'created';
    })
    .catch(async (error: unknown) => {
      await attachments.discard();
      if (error instanceof TransactionRollbackError) return 'skipped' as const; // stored meanwhile
      throw error;
    });
  return outcome;
}
