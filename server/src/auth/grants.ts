// What a signed-in user may do: a superuser everything, anyone else the union of their roles. Read once
// per user and kept per database handle until any role or assignment changes (triggers roles_changed, migration
// 0038), so a request pays no query for it; the request keeps its answer too.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { changeFeedOf, type Db } from '../db/client';
import { CoherentCache } from '../db/coherent-cache';
import { roles, userRoles, type User } from '../db/schema/index';
import { EVERYTHING, mergeGrants, type Grants } from './permissions';
import { perDatabase } from '../db/per-database';

const cacheOf = perDatabase(
  (db) =>
    new CoherentCache<string, Grants>(changeFeedOf(db), {
      channels: ['roles_changed'],
      dropped: () => 'all',
      maxEntries: 10_000,
    }),
);

/** The grants of a user (frozen: shared between requests). */
export async function grantsOf(db: Db, user: Pick<User, 'id' | 'isSuperuser'>): Promise<Grants> {
  if (user.isSuperuser) return EVERYTHING;
  const cache = cacheOf(db);
  const known = cache.get(user.id);
  if (known) return known;
  const ticket = cache.ticket();
  const rows = await db
    .select({ permissions: roles.permissions, screens: roles.screens })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const grants = Object.freeze(mergeGrants(rows));
  cache.set(ticket, user.id, grants);
  return grants;
}

/** The grants of the request's user, read once per request. */
export async function requestGrants(request: FastifyRequest, user: User): Promise<Grants> {
  request.grants ??= await grantsOf(request.server.db, user);
  return request.grants;
}
