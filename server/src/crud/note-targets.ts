// The kinds of record a note may be kept on (`notes.type`): customers ('person') and every factory entity that
// declares `notes: true` (crudRoutes registers it when it mounts the entity). A note must name a record that exists;
// its notes go with the record when it is deleted (the factory's delete, people/links.ts for a person).
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { people } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { wireColumns } from './defineCrud';

interface NoteTarget {
  table: PgTable;
  /** `ctx.code` of the 422 when no record has the id. */
  missingCode: string;
  /** The admin route of its records, when the entity names one (a definition's). */
  route?: string;
}

const targets = new Map<string, NoteTarget>([['person', { table: people, missingCode: 'person_unknown' }]]);

/** Lets notes be kept on the records of `table` under the type `type` (idempotent). */
export function registerNoteTarget(type: string, table: PgTable, route?: string): void {
  if (!targets.has(type)) targets.set(type, { table, missingCode: 'not_found', route });
}

/** The admin route of a note type's records, as its entity registered it. */
export const noteTargetRoute = (type: string): string | undefined => targets.get(type)?.route;

/** The types notes may be kept on, sorted. */
export const noteTypes = (): string[] => [...targets.keys()].sort();

/**
 * Refuses a note on an unknown type (422 on `type`) or on a record that does not exist: a 422 on `ref_id` when the
 * id came in the body, a 404 when it came in the path (`POST /note/{id}`).
 */
export async function checkNoteTarget(
  tx: Tx,
  type: string,
  refId: number,
  from: 'body' | 'path' = 'body',
): Promise<void> {
  const target = targets.get(type);
  if (!target)
    throw validationError(
      ['body', 'type'],
      `Value error, notes cannot be kept on this kind of record (one of: ${noteTypes().join(', ')})`,
      type,
      'value_error',
      'note_type_unknown',
    );
  const id = wireColumns(target.table).get('id')!.column;
  const [row] = await tx.select({ id }).from(target.table).where(eq(id, refId));
  if (row) return;
  if (from === 'path') throw notFound();
  throw validationError(
    ['body', 'ref_id'],
    `Value error, no ${type} with this id`,
    refId,
    'value_error',
    target.missingCode,
  );
}
