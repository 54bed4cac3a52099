// The documents of the generic data store: one table's page, and one document read, stored, replaced or deleted.
// A document is answered as a record: its JSON with its `id`; an `id` inside the JSON it is given is dropped.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listRows } from '../db/list';
import { dataDocuments, type DataDocument } from '../db/schema/index';
import { notFound } from '../errors';
import { filterOf, orderOf, rangeOf } from './query';

type DocumentRecord = Record<string, unknown> & { id: number };

const toRecord = (row: DataDocument): DocumentRecord => ({ ...row.data, id: row.id });
const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;

/** Where one document of the table is, when it also matches the optional filter. */
const item = (table: string, id: number, filter?: string) =>
  and(eq(dataDocuments.tableName, table), eq(dataDocuments.id, id), filterOf(filter));

const found = (row: DataDocument | undefined) => {
  if (!row) throw notFound();
  return toRecord(row);
};

/** A page of the table's documents (sort, range and filter as ra-data-simple-rest sends them) and their total. */
export async function listDocuments(
  db: Db,
  table: string,
  query: { sort?: string; range?: string; filter?: string },
): Promise<{ records: DocumentRecord[]; offset: number; total: number }> {
  const { offset, limit } = rangeOf(query.range);
  const { items, total } = await listRows(db, dataDocuments, {
    where: and(eq(dataDocuments.tableName, table), filterOf(query.filter)),
    orderBy: orderOf(query.sort),
    skip: offset,
    limit,
  });
  return { records: items.map(toRecord), offset, total };
}

export async function addDocument(db: Db, table: string, document: Record<string, unknown>) {
  const [row] = await db
    .insert(dataDocuments)
    .values({ tableName: table, data: withoutId(document) })
    .returning();
  return toRecord(row!);
}

export async function readDocument(db: Db, table: string, id: number, filter?: string) {
  const [row] = await db
    .select()
    .from(dataDocuments)
    .where(item(table, id, filter));
  return found(row);
}

export async function replaceDocument(
  db: Db,
  table: string,
  id: number,
  filter: string | undefined,
  document: Record<string, unknown>,
) {
  const [row] = await db
    .update(dataDocuments)
    .set({ data: withoutId(document) })
    .where(item(table, id, filter))
    .returning();
  return found(row);
}

export async function deleteDocument(db: Db, table: string, id: number, filter?: string) {
  const [row] = await db
    .delete(dataDocuments)
    .where(item(table, id, filter))
    .returning();
  return found(row);
}
