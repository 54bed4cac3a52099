// Which inquiry an incoming mail belongs to: first by its headers (In-Reply-To and References naming a message of
// a thread), then by the subject without Re:/Fwd: prefixes from the same sender, while that inquiry is open or was
// resolved in the last two weeks. Otherwise it starts a new inquiry.
import { and, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supportInquiries, supportMessages } from '../db/schema/index';

const PREFIX = /^\s*(?:(?:re|fw|fwd|aw|sv|tr|השב|ת|הועבר)\s*(?:\[\d+\])?\s*[:：]\s*)+/iu;

/** The subject as threads compare it: prefixes gone, spaces collapsed, lower case. */
export function subjectKey(subject: string): string {
  return subject.replace(PREFIX, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

export const SUBJECT_THREAD_DAYS = 14;

export async function findThread(
  db: Db,
  mail: { referenceIds: string[]; subjectKey: string; fromAddress: string },
): Promise<number | undefined> {
  const ids = [...new Set(mail.referenceIds.filter(Boolean))];
  if (ids.length) {
    const [hit] = await db
      .select({ inquiryId: supportMessages.inquiryId })
      .from(supportMessages)
      .where(inArray(supportMessages.messageId, ids))
      .orderBy(desc(supportMessages.createdAt))
      .limit(1);
    if (hit) return hit.inquiryId;
  }
  if (!mail.subjectKey || !mail.fromAddress) return undefined;
  const since = new Date(Date.now() - SUBJECT_THREAD_DAYS * 86_400_000);
  const [bySubject] = await db
    .select({ id: supportInquiries.id })
    .from(supportInquiries)
    .where(
      and(
        eq(supportInquiries.customerEmail, mail.fromAddress),
        eq(supportInquiries.subjectKey, mail.subjectKey),
        or(ne(supportInquiries.status, 'resolved'), gt(supportInquiries.resolvedAt, since)),
      ),
    )
    .orderBy(desc(supportInquiries.lastMessageAt))
    .limit(1);
  return bySubject?.id;
}
