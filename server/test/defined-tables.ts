// Makes the tables of definitions that exist only in tests, as drizzle-kit would write their migration.
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { EntityDefinition } from '../../definitions/entity/defineEntity';
import type { Db } from '../src/db/client';
import { tableOf } from '../src/db/schema/defined-table';

export async function createDefinedTables(db: Db, definitions: readonly EntityDefinition[]): Promise<void> {
  const tables = Object.fromEntries(definitions.map((definition, i) => [`t${i}`, tableOf(definition)]));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements)
    await db.execute(sql.raw(statement.replace(/^CREATE TABLE /, 'CREATE TABLE IF NOT EXISTS ')));
}
