// Saved views as stored: a person's own and the team's shared ones of a list, with their owner's name; a new one
// within the limit per person and list, a name unique per person and list (a 422 on `name` the admin words).
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { savedViews, users, type SavedView } from '../db/schema/index';
import { dbError, validationError } from '../errors';

const MAX_VIEWS_PER_LIST = 50;
const ownerColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };
const visibleTo = (userId: string) => or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true));

/** A person's own name taken for this list: a 422 on `name` the admin words. */
const nameTaken = (value: string) =>
  validationError(
    ['body', 'name'],
    'Value error, you already have a view of this list with this name',
    value,
    'value_error',
    'view_name_taken',
  );
const asNameTaken = (error: unknown, value: string) => (dbError(error)?.code === '23505' ? nameTaken(value) : error);

/** The view with its owner's name, if the person may see it (theirs or shared). */
export async function visibleView(db: Db, id: number, userId: string) {
  const [row] = await db
    .select({ view: savedViews, owner: ownerColumns })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.id, id), visibleTo(userId)));
  return row;
}

/** The list's views the person may see, with their owners' names, by name. */
export async function listVisibleViews(db: Db, resource: string, userId: string) {
  return db
    .select({ view: savedViews, owner: ownerColumns })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.resource, resource), visibleTo(userId)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

/** Saves a view for its owner, counting their views of the list in the same transaction (422 past the limit). */
export async function createView(
  db: Db,
  ownerId: string,
  view: Pick<SavedView, 'resource' | 'name' | 'shared' | 'params'>,
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.resource, view.resource)));
    if (mine.length >= MAX_VIEWS_PER_LIST)
      throw validationError(
        ['body', 'name'],
        `Value error, at most ${MAX_VIEWS_PER_LIST} views per list`,
        view.name,
        'value_error',
        'too_many_views',
      );
    try {
      const [row] = await tx
        .insert(savedViews)
        .values({ ownerId, resource: view.resource, name: view.name, shared: view.shared, params: view.params })
        .returning();
      return row!;
    } catch (error) {
      throw asNameTaken(error, view.name);
    }
  });
}

/** Changes the fields given of the view (its name checked as now named, `name` when unchanged). */
export async function updateView(
  db: Db,
  view: SavedView,
  change: Partial<Pick<SavedView, 'name' | 'shared' | 'params'>>,
): Promise<SavedView> {
  try {
    const [row] = await db
      .update(savedViews)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.shared !== undefined ? { shared: change.shared } : {}),
        ...(change.params ? { params: change.params } : {}),
        updatedAt: new Date(),
      })
      .where(eq(savedViews.id, view.id))
      .returning();
    return row!;
  } catch (error) {
    throw asNameTaken(error, change.name ?? view.name);
  }
}

export async function deleteView(db: Db, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
