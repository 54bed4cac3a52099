// What each built-in role may do on a defined entity, as its definition says, given once: when the app first starts
// with the definition (a `seed_runs` row `grants:<entity>` remembers it), so that staff who later change a role keep
// their change. The administrator role holds every resource already.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, seedRuns } from '../db/schema/index';
import type { CrudEntity } from './defineCrud';

export async function grantDefaults(db: Db, entities: readonly CrudEntity[]): Promise<string[]> {
  const granting = entities.filter((entity) => entity.grants && Object.keys(entity.grants).length > 0);
  if (!granting.length) return [];
  const done = new Set(
    (
      await db
        .select({ name: seedRuns.name })
        .from(seedRuns)
        .where(
          inArray(
            seedRuns.name,
            granting.map((e) => `grants:${e.name}`),
          ),
        )
    ).map((r) => r.name),
  );
  const given: string[] = [];
  for (const entity of granting.filter((e) => !done.has(`grants:${e.name}`))) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: `grants:${entity.name}` })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (!claimed.length) return;
      for (const [role, actions] of Object.entries(entity.grants!)) {
        const [row] = await tx
          .select({ permissions: roles.permissions })
          .from(roles)
          .where(and(eq(roles.name, role), eq(roles.builtIn, true)));
        if (!row) continue;
        const merged = [...new Set([...(row.permissions[entity.name] ?? []), ...(actions ?? [])])];
        await tx
          .update(roles)
          .set({ permissions: sql`${roles.permissions} || ${JSON.stringify({ [entity.name]: merged })}::jsonb` })
          .where(eq(roles.name, role));
      }
      given.push(entity.name);
    });
  }
  return given;
}
