// Roles under /api/roles, for superusers only: a name, what the role grants per resource (the catalogue
// of auth/permissions.ts) and the bespoke screens it opens. Built-in roles (migration 0038) keep their name and
// cannot be deleted (409 BUILT_IN_ROLE); a deleted role is taken from the users who held it.
// Not a definition: it is superusers' alone (a definition's routes are open to roles' grants), and its permissions and
// screens are a map and a list checked against the catalogue, which no field kind says.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIONS, ALL, SCREENS } from '../auth/permissions';
import { defineCrud } from '../crud/defineCrud';
import { roles } from '../db/schema/index';
import { httpError, validationError } from '../errors';

const create = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(1000).optional(),
    permissions: z
      .record(z.string().regex(/^(\*|[a-z][a-z_]{0,59})$/), z.array(z.enum(ACTIONS)).max(ACTIONS.length))
      .optional(),
    screens: z
      .array(z.enum([ALL, ...SCREENS]))
      .max(SCREENS.length + 1)
      .optional(),
  })
  .strict();

export default defineCrud({
  name: 'role',
  table: roles,
  base: '/roles',
  guard: 'superuser',
  create,
  sortable: ['id', 'name', 'created_at'],
  defaultSort: 'name',
  search: ['name', 'description'],
  hooks: {
    async beforeWrite(tx, values, { id }) {
      if (Array.isArray(values.screens)) values.screens = [...new Set(values.screens as string[])];
      if (values.permissions)
        values.permissions = Object.fromEntries(
          Object.entries(values.permissions as Record<string, string[]>).map(([r, a]) => [
            r,
            ACTIONS.filter((x) => a.includes(x)),
          ]),
        );
      if (id !== undefined && values.name !== undefined) {
        const [builtIn] = await tx
          .select({ name: roles.name })
          .from(roles)
          .where(and(eq(roles.id, id), eq(roles.builtIn, true)));
        if (builtIn && builtIn.name !== values.name)
          throw validationError(
            ['body', 'name'],
            'Value error, a built-in role keeps its name',
            values.name,
            'value_error',
            'built_in_role',
          );
      }
      return values;
    },
    async beforeDelete(tx, ids) {
      const [builtIn] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(inArray(roles.id, ids), eq(roles.builtIn, true)))
        .limit(1);
      if (builtIn) throw httpError(409, 'BUILT_IN_ROLE');
    },
  },
  sample: (unique) => ({
    description: `תפקיד ${unique}`,
    name: `role ${unique}`,
    permissions: { author: ['list', 'read'] },
    screens: ['deals'],
  }),
});
