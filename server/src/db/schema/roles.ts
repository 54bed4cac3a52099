import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { users } from './users';

/**
 * Roles: what a staff member who is not a superuser may do. `permissions` maps a resource of the
 * catalogue (server/src/auth/permissions.ts; `*` = every resource) to the actions granted on it; `screens` names the
 * bespoke screens opened (`*` = all). Built-in roles are inserted by their migration and cannot be deleted.
 */
export const roles = pgTable('roles', {
  id: identityId(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  permissions: jsonb('permissions')
    .$type<Record<string, string[]>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  screens: text('screens')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtIn: boolean('built_in').notNull().default(false),
  ...timestamps,
});

/** The roles a user holds (one or more); a user without roles reaches only their own profile and notifications. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: ownerId('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export type Role = typeof roles.$inferSelect;
