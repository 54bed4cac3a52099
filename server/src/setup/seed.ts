// Start-up seeding, safe to run on every start: the first superuser (only while the database has none),
// then each demo step that has not run yet. A second start changes nothing.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { randomPassword } from '../auth/password';
import { createUser } from '../auth/users';
import type { Db } from '../db/client';
import { storageFor } from '../files/storage';
import { demoSeeds, type DemoContext, type DemoSeed } from './demo/index';
import { seedRuns, users } from '../db/schema/index';

export interface SeedReport {
  /** Set when this start created the first superuser; `generatedPassword` only when none was configured. */
  createdSuperuser?: { email: string; generatedPassword?: string };
  /** Demo steps that ran during this start. */
  demoSteps: string[];
}

export async function ensureFirstSuperuser(db: Db, config: Config): Promise<SeedReport['createdSuperuser']> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperuser, true)).limit(1);
  if (existing) return undefined;
  const generatedPassword = config.firstSuperuserPassword ? undefined : randomPassword();
  const user = await createUser(db, {
    email: config.firstSuperuserEmail,
    password: config.firstSuperuserPassword ?? generatedPassword,
    isSuperuser: true,
    firstName: 'Admin',
  });
  if (!user) {
    // The e-mail belongs to an ordinary account: promote it rather than failing the start.
    await db
      .update(users)
      .set({ isSuperuser: true, isActive: true })
      .where(eq(users.email, config.firstSuperuserEmail));
    return { email: config.firstSuperuserEmail };
  }
  return { email: user.email, generatedPassword };
}

/** Runs a one-time step unless recorded; the record and the data commit together. */
export async function runOnce(db: Db, step: DemoSeed, context: DemoContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await step.run(tx, context);
    return true;
  });
}

export async function seedDatabase(db: Db, config: Config, steps: DemoSeed[] = demoSeeds): Promise<SeedReport> {
  const createdSuperuser = await ensureFirstSuperuser(db, config);
  const demoSteps: string[] = [];
  if (config.seedDemo) {
    const context: DemoContext = { storage: await storageFor(config), secretKey: config.secretKey };
    for (const step of steps) if (await runOnce(db, step, context)) demoSteps.push(step.name);
  }
  return { createdSuperuser, demoSteps };
}
