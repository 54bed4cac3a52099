// The library app's readers: the account and person a reader signs up with, the library granted to them, and the
// files of an item they may open.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { userRegister } from '../auth/user-schemas';
import { createUser } from '../auth/users';
import type { Db } from '../db/client';
import { libraryItems, libraryLinks, libraryProgress, people } from '../db/schema/index';

/** The person a reader account belongs to (made at signup); null for staff accounts without one. */
export async function readerPersonId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.userId, userId)).limit(1);
  return row?.id ?? null;
}

/**
 * An active reader account and its new person, in one transaction: both or neither. Null when the e-mail is taken.
 */
export function signUpReader(db: Db, { email, password, first_name, last_name }: z.infer<typeof userRegister>) {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email,
      password,
      firstName: first_name,
      lastName: last_name,
      isActive: true,
      isReader: true,
    });
    if (!user) return null;
    const [person] = await tx
      .insert(people)
      .values({ firstName: first_name, lastName: last_name, userId: user.id })
      .returning({ id: people.id });
    return { id: user.id, email: user.email, person_id: person!.id };
  });
}

/** The published items granted to a person, why and when, with their progress: the last read first. */
export async function readerLibrary(db: Db, personId: number) {
  const rows = await db
    .select({
      item_id: libraryLinks.itemId,
      title: libraryItems.title,
      subtitle: libraryItems.subtitle,
      kind: libraryItems.kind,
      cover: libraryItems.cover,
      files: libraryItems.files,
      reason: libraryLinks.reason,
      granted_at: libraryLinks.grantedAt,
      percent: libraryProgress.percent,
      seconds: libraryProgress.seconds,
      read_at: libraryProgress.readAt,
    })
    .from(libraryLinks)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryLinks.itemId))
    .leftJoin(
      libraryProgress,
      and(eq(libraryProgress.personId, libraryLinks.personId), eq(libraryProgress.itemId, libraryLinks.itemId)),
    )
    .where(and(eq(libraryLinks.personId, personId), eq(libraryItems.status, 'published')))
    .orderBy(sql`${libraryProgress.readAt} desc nulls last`, asc(libraryLinks.grantedAt));
  return rows.map(({ percent, seconds, read_at, ...rest }) => ({
    ...rest,
    progress: read_at ? { percent: percent ?? 0, seconds, read_at } : null,
  }));
}

/** An item's status and the keys of its cover and content files; undefined when there is no such item. */
export async function itemFilesOf(db: Db, itemId: number) {
  const [item] = await db
    .select({ id: libraryItems.id, status: libraryItems.status, cover: libraryItems.cover, files: libraryItems.files })
    .from(libraryItems)
    .where(eq(libraryItems.id, itemId));
  return item;
}

/** Whether the item is in the person's library. */
export async function inLibraryOf(db: Db, personId: number, itemId: number): Promise<boolean> {
  const [owned] = await db
    .select({ id: libraryLinks.id })
    .from(libraryLinks)
    .where(and(eq(libraryLinks.personId, personId), eq(libraryLinks.itemId, itemId)))
    .limit(1);
  return owned !== undefined;
}
