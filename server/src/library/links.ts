// A person's library: the items granted to them with the reason, who granted them and when, and how far they are in
// each; and an item's readers, in a list and in numbers. Progress keeps the newest reading by the device's time, so a
// stale device never moves it back.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LIBRARY_LINK_REASONS, libraryItems, libraryLinks, libraryProgress, people, users } from '../db/schema/index';
import { httpError, notFound, validationError } from '../errors';

type LibraryLinkReason = (typeof LIBRARY_LINK_REASONS)[number];

const personName = sql<string | null>`nullif(trim(${people.firstName} || ' ' || ${people.lastName}), '')`;
const grantedBy = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;
const progressOfLink = () =>
  and(eq(libraryProgress.personId, libraryLinks.personId), eq(libraryProgress.itemId, libraryLinks.itemId));
const progressOf = (personId: number, itemId: number) =>
  and(eq(libraryProgress.personId, personId), eq(libraryProgress.itemId, itemId));

/** A reading as the API answers it: none until the person opened the item. */
const withProgress = <T extends { percent: number | null; seconds: number | null; read_at: Date | null }>({
  percent,
  seconds,
  read_at,
  ...rest
}: T) => ({ ...rest, progress: read_at ? { percent: percent ?? 0, seconds, read_at } : null });

/** Whether the item exists. */
async function itemExists(db: Db, itemId: number): Promise<boolean> {
  const [row] = await db.select({ id: libraryItems.id }).from(libraryItems).where(eq(libraryItems.id, itemId)).limit(1);
  return Boolean(row);
}

/** The item, or a 404. */
export async function assertItemExists(db: Db, itemId: number): Promise<void> {
  if (!(await itemExists(db, itemId))) throw notFound();
}

/** What a grant says on either side: why and by whom it was given, and how far its reader has come. */
const grantColumns = {
  reason: libraryLinks.reason,
  granted_at: libraryLinks.grantedAt,
  granted_by_name: grantedBy,
  percent: libraryProgress.percent,
  seconds: libraryProgress.seconds,
  read_at: libraryProgress.readAt,
};

/** A person's library, first granted first, with their progress in each item. */
export async function personLibrary(db: Db, personId: number) {
  const rows = await db
    .select({
      item_id: libraryLinks.itemId,
      title: libraryItems.title,
      kind: libraryItems.kind,
      cover: libraryItems.cover,
      ...grantColumns,
    })
    .from(libraryLinks)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryLinks.itemId))
    .leftJoin(users, eq(users.id, libraryLinks.grantedBy))
    .leftJoin(libraryProgress, progressOfLink())
    .where(eq(libraryLinks.personId, personId))
    .orderBy(asc(libraryLinks.grantedAt), asc(libraryLinks.id));
  return rows.map(withProgress);
}

/** Grant an item (it must exist: a 422 on item_id) to a person; one they have already is a 409 ALREADY_GRANTED. */
export async function grantItem(db: Db, personId: number, itemId: number, reason: LibraryLinkReason, by: string) {
  if (!(await itemExists(db, itemId)))
    throw validationError(['body', 'item_id'], 'Value error, no such item', itemId, 'value_error', 'not_found');
  const added = await db
    .insert(libraryLinks)
    .values({ personId, itemId, reason, grantedBy: by })
    .onConflictDoNothing()
    .returning();
  if (!added.length) throw httpError(409, 'ALREADY_GRANTED');
}

/** Take an item out of a person's library with its progress, in one transaction (a 404 when they do not have it). */
export async function revokeItem(db: Db, personId: number, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(libraryLinks)
      .where(and(eq(libraryLinks.personId, personId), eq(libraryLinks.itemId, itemId)))
      .returning();
    if (!gone.length) throw notFound();
    await tx.delete(libraryProgress).where(progressOf(personId, itemId));
  });
}

/** A page of an item's readers, last opened first, and how many there are. */
export async function itemReaders(db: Db, itemId: number, skip: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        person_id: libraryLinks.personId,
        person_name: personName,
        ...grantColumns,
      })
      .from(libraryLinks)
      .innerJoin(people, eq(people.id, libraryLinks.personId))
      .leftJoin(users, eq(users.id, libraryLinks.grantedBy))
      .leftJoin(libraryProgress, progressOfLink())
      .where(eq(libraryLinks.itemId, itemId))
      .orderBy(sql`${libraryProgress.readAt} desc nulls last`, desc(libraryLinks.grantedAt), asc(libraryLinks.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(libraryLinks)
      .where(eq(libraryLinks.itemId, itemId)),
  ]);
  return { items: rows.map(withProgress), total: Number(total) };
}

/** An item's readers in numbers: how many have it, started, finished, opened it since `since`, their average. */
export async function itemStats(db: Db, itemId: number, since: string) {
  const [[row], reasons] = await Promise.all([
    db
      .select({
        readers: sql<number>`count(*)::int`,
        started: sql<number>`count(${libraryProgress.readAt})::int`,
        average: sql<string | null>`round(avg(${libraryProgress.percent}), 1)`,
        completions: sql<number>`count(*) filter (where ${libraryProgress.percent} = 100)::int`,
        recent: sql<number>`count(*) filter (where ${libraryProgress.readAt} >= ${since})::int`,
      })
      .from(libraryLinks)
      .leftJoin(libraryProgress, progressOfLink())
      .where(eq(libraryLinks.itemId, itemId)),
    db
      .select({ reason: libraryLinks.reason, n: sql<number>`count(*)::int` })
      .from(libraryLinks)
      .where(eq(libraryLinks.itemId, itemId))
      .groupBy(libraryLinks.reason),
  ]);
  const byReason = Object.fromEntries(LIBRARY_LINK_REASONS.map((r) => [r, 0])) as Record<LibraryLinkReason, number>;
  for (const r of reasons) byReason[r.reason] = Number(r.n);
  return {
    readers: Number(row.readers),
    started: Number(row.started),
    average_percent: row.average === null ? null : Number(row.average),
    completions: Number(row.completions),
    opened_last_30_days: Number(row.recent),
    by_reason: byReason,
  };
}

export interface Reading {
  percent: number;
  seconds: number | null;
  at: Date;
}

/**
 * Record a reading of an item in the person's library (a 404 when it is not there); a reading older than the stored
 * one leaves it as it is (`applied` false, the stored one answered).
 */
export async function recordProgress(db: Db, personId: number, itemId: number, reading: Reading) {
  const { percent, seconds, at } = reading;
  const [owned] = await db
    .select({ id: libraryLinks.id })
    .from(libraryLinks)
    .where(and(eq(libraryLinks.personId, personId), eq(libraryLinks.itemId, itemId)))
    .limit(1);
  if (!owned) throw notFound("The item is not in this person's library");
  // one statement: the newer reading wins, however the two writes interleave
  const [written] = await db
    .insert(libraryProgress)
    .values({ personId, itemId, percent, seconds, readAt: at })
    .onConflictDoUpdate({
      target: [libraryProgress.personId, libraryProgress.itemId],
      set: { percent, seconds, readAt: at, updatedAt: new Date() },
      setWhere: sql`${libraryProgress.readAt} < ${at.toISOString()}`,
    })
    .returning();
  if (written) return { percent: written.percent, seconds: written.seconds, read_at: written.readAt, applied: true };
  const [kept] = await db.select().from(libraryProgress).where(progressOf(personId, itemId));
  return { percent: kept.percent, seconds: kept.seconds, read_at: kept.readAt, applied: false };
}
