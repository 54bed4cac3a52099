// A factory list's rows written straight to JSON text, one writer per table made once from its columns: the driver's
// cells (rows as arrays, in the table's column order) go to text without drizzle's mapping (its per-cell checks), the
// wire record (toWire) and the records' serializer in between. In a profile of the product list (20 rows a page) those
// three, and the garbage they left, took more of the server's time than anything but the sockets. The text is the
// one the records' serializer (record-serializer.ts) writes, byte for byte: timestamps as `toISOString()` (the
// driver hands them over as PostgreSQL's text), JSON values, arrays and texts as JSON.stringify writes them.
// Tried first and dropped: the database writing each row's JSON (`row_to_json`), which cost PostgreSQL more than it
// saved the server (per row it looks up how to write each column).
// A table with a column of a kind not named here has no writer (rowWriter is undefined): its list maps as before.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Write = (value: unknown) => string;

/** PostgreSQL's text of a UTC timestamp ('2026-11-27 00:52:19.123456+00'); any other form goes through Date. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/** A timestamp's text as `new Date(text).toISOString()` writes it (milliseconds cut, not rounded), quoted. */
export function isoTimestamp(value: unknown): string {
  const utc = typeof value === 'string' ? UTC_TEXT.exec(value) : null;
  if (utc) return `"${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z"`;
  return JSON.stringify(new Date(value as string).toISOString());
}

const plain: Write = (value) => String(value);
const stringify: Write = (value) => JSON.stringify(value);
/** An array or JSON cell: the driver parses it, but a text it left (a type it has no parser for) drizzle reads. */
const parsed =
  (column: PgColumn): Write =>
  (value) =>
    JSON.stringify(typeof value === 'string' ? column.mapFromDriverValue(value) : value);

/** How a column's cell is written, or undefined for a kind this file does not know. */
function writerOf(column: PgColumn): Write | undefined {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgBoolean':
      return plain;
    case 'PgText':
    case 'PgUUID':
    case 'PgDateString':
      return stringify;
    case 'PgArray':
    case 'PgJsonb':
      return parsed(column);
    case 'PgTimestamp':
    case 'PgTimestampString':
      return (column as PgColumn & { withTimezone?: boolean }).withTimezone ? isoTimestamp : undefined;
    default:
      return undefined;
  }
}

const writers = new WeakMap<PgTable, ((row: unknown[]) => string) | null>();

/** The writer of a table's rows (every column, in the table's order, by its wire name), made once; see above. */
export function rowWriter(table: PgTable): ((row: unknown[]) => string) | undefined {
  let writer = writers.get(table);
  if (writer === undefined) {
    const columns = Object.values(getTableColumns(table));
    const writes = columns.map(writerOf);
    if (writes.every(Boolean)) {
      const keys = columns.map((column, i) => `${i ? ',' : '{'}${JSON.stringify(column.name)}:`);
      writer = (row) => {
        let text = '';
        for (let i = 0; i < keys.length; i += 1) {
          const value = row[i];
          text += keys[i] + (value === null || value === undefined ? 'null' : writes[i]!(value));
        }
        return `${text}}`;
      };
    } else writer = null;
    writers.set(table, writer);
  }
  return writer ?? undefined;
}

/** A list's answer, `{"items":[...],"total":n}`, from its records' JSON texts. */
export const listJson = (rows: string[], total: number): string => `{"items":[${rows.join(',')}],"total":${total}}`;
