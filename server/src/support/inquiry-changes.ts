// Changing an inquiry by hand: its status (resolved keeps the first resolution time), priority, assignee, tags and
// unread mark, with a new assignee told; and internal notes in its thread, the users they mention told.
import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import {
  supportInquiries,
  supportMessages,
  type INQUIRY_PRIORITIES,
  type INQUIRY_STATUSES,
  type SupportMessage,
  type User,
} from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { notifyMentions } from '../notifications/mentions';
import { notifyUsers } from '../notifications/notify';

export interface InquiryChange {
  status?: (typeof INQUIRY_STATUSES)[number];
  priority?: (typeof INQUIRY_PRIORITIES)[number];
  assignee_id?: string | null;
  tags?: string[];
  unread?: boolean;
}

const authorNameOf = (user: User) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * Changes the fields given, in one transaction with the inquiry locked; a new assignee hears of it (unless they
 * took it themselves). False when there is no such inquiry.
 */
export async function changeInquiry(
  db: Db,
  queue: PgBoss | null,
  id: number,
  change: InquiryChange,
  by: User,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ assigneeId: supportInquiries.assigneeId, subject: supportInquiries.subject })
      .from(supportInquiries)
      .where(eq(supportInquiries.id, id))
      .for('update');
    if (!before) return false;
    await updateOrRead(
      tx,
      supportInquiries,
      {
        ...(change.status !== undefined
          ? {
              status: change.status,
              resolvedAt: change.status === 'resolved' ? sql`coalesce(${supportInquiries.resolvedAt}, now())` : null,
            }
          : {}),
        priority: change.priority,
        assigneeId: change.assignee_id,
        tags: change.tags === undefined ? undefined : [...new Set(change.tags)],
        unread: change.unread,
      },
      eq(supportInquiries.id, id),
    );
    if (change.assignee_id && change.assignee_id !== before.assigneeId && change.assignee_id !== by.id) {
      await notifyUsers(tx, queue, [change.assignee_id], {
        kind: 'inquiry_assigned',
        params: { subject: before.subject, by: authorNameOf(by) },
        link: `/support/${id}`,
      });
    }
    return true;
  });
}

/**
 * Adds an internal note (never sent) to the inquiry's thread and tells the users it mentions; undefined when there
 * is no such inquiry.
 */
export async function addNote(
  db: Db,
  queue: PgBoss | null,
  inquiryId: number,
  author: User,
  text: string,
): Promise<SupportMessage | undefined> {
  const [inquiry] = await db
    .select({ id: supportInquiries.id })
    .from(supportInquiries)
    .where(eq(supportInquiries.id, inquiryId))
    .limit(1);
  if (!inquiry) return undefined;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(supportMessages)
      .values({
        inquiryId: inquiry.id,
        kind: 'note',
        state: 'sent',
        text,
        authorId: author.id,
        authorName: authorNameOf(author),
      })
      .returning();
    await notifyMentions(tx, queue, text, author, `/support/${inquiry.id}`);
    return inserted!;
  });
}
