// A factory entity's records on the wire: every column by its SQL name (snake_case), so no entity maps fields by hand.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { wireColumns } from './defineCrud';

/** One row as the API answers it: column names as in SQL. */
export function toWire(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, { key, column }] of wireColumns(table)) {
    const value = row[key];
    // a timestamp kept as text comes back in PostgreSQL's form ('2031-06-12 10:00:00+00'): send ISO like the others
    out[name] =
      column.columnType === 'PgTimestampString' && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return out;
}

/** Wire values to the table's drizzle keys (names the table lacks are left out). */
export function toColumns(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = wireColumns(table);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const found = columns.get(name);
    if (found && value !== undefined) out[found.key] = value;
  }
  return out;
}

function columnSchema(dataType: string): z.ZodType {
  switch (dataType) {
    case 'number':
      return z.number();
    case 'bigint':
      return z.bigint();
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.date();
    case 'string':
      return z.string();
    case 'array':
      return z.array(z.unknown());
    default:
      return z.unknown();
  }
}

const recordSchemas = new WeakMap<PgTable, z.ZodObject>();

/**
 * The response schema of a record, from the table (OpenAPI and the serializer); one per table, as the API document
 * names each schema once.
 */
export function recordSchema(table: PgTable, name: string): z.ZodObject {
  const made = recordSchemas.get(table);
  if (made) return made;
  const shape: Record<string, z.ZodType> = {};
  for (const column of Object.values(getTableColumns(table))) {
    const base = columnSchema(column.dataType);
    shape[column.name] = column.notNull ? base : base.nullable();
  }
  const id = name.replace(/(^|[_-])(\w)/g, (_, __, c: string) => c.toUpperCase());
  const schema = z.object(shape).meta({ id });
  recordSchemas.set(table, schema);
  return schema;
}
