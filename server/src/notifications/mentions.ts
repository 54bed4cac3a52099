// Mentions in notes: `@` and a staff member's e-mail address (`@dana@shop.co.il`), or only its part before the `@`
// (`@dana`) when no other staff member's address starts the same. Each person mentioned (not the author) gets a
// note_mention notification with the start of the note.
import type { PgBoss } from 'pg-boss';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users, type User } from '../db/schema/index';
import { notifyUsers } from './notify';

const MENTION =
  /(?<![\p{L}\p{N}_.@])@([\p{L}\p{N}_%+-]+(?:\.[\p{L}\p{N}_%+-]+)*(?:@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)?)/gu;
const EXCERPT = 120;

/** The handles a text mentions, lower case, each once. */
export function mentionHandles(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))];
}

export async function notifyMentions(
  tx: Db | Tx,
  queue: PgBoss | null,
  text: string,
  author: User,
  link: string,
): Promise<void> {
  const handles = mentionHandles(text);
  if (!handles.length) return;
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isReader, false),
        or(
          inArray(sql`lower(${users.email})`, handles),
          inArray(sql`split_part(lower(${users.email}), '@', 1)`, handles),
        ),
      ),
    );
  const ids = handles.flatMap((handle) => {
    const exact = staff.filter((u) => u.email.toLowerCase() === handle);
    const local = staff.filter((u) => u.email.toLowerCase().split('@')[0] === handle);
    return exact.length ? exact.map((u) => u.id) : local.length === 1 ? [local[0]!.id] : [];
  });
  const by = `${author.firstName} ${author.lastName}`.trim() || author.email;
  const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
  await notifyUsers(
    tx,
    queue,
    ids.filter((id) => id !== author.id),
    { kind: 'note_mention', params: { by, excerpt }, link },
  );
}
