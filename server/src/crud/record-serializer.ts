// The factory's records written as JSON by a serializer compiled once from the table's columns (fast-json-stringify,
// which Fastify itself ships), instead of zod checking and copying every field of every row before JSON.stringify:
// the list answers 20 to 1,000 records a request. The routes keep their zod response schemas (OpenAPI, and every
// other status, errors included, still serialised by zod); the JSON is the same: a Date as its ISO text, numbers
// and money (agorot integers, numeric strings) as they are, arrays and JSON values as JSON.stringify writes them.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A JSON schema as fast-json-stringify reads it. */
type Schema = Record<string, unknown>;

function columnJson(dataType: string): Schema {
  switch (dataType) {
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'string':
      return { type: 'string' };
    default:
      // arrays, JSON, anything else: written as JSON.stringify writes it
      return {};
  }
}

const orNull = (schema: Schema): Schema =>
  schema.type ? { ...schema, type: [schema.type as string, 'null'] } : schema;

/** A derived field's JSON schema from its zod type; one it cannot tell (a transform, a date) is written as JSON.stringify does. */
function derivedJson(type: z.ZodType): Schema {
  try {
    const { $schema: _, ...schema } = z.toJSONSchema(type, { io: 'output' }) as Record<string, unknown>;
    return schema;
  } catch {
    return {};
  }
}

/** The JSON schema of one record: every column by its SQL name (as toWire names it), then the derived fields. */
export function recordJsonSchema(table: PgTable, derived: Record<string, z.ZodType> = {}): Schema {
  const properties: Record<string, Schema> = {};
  for (const column of Object.values(getTableColumns(table))) {
    const json = columnJson(column.dataType);
    properties[column.name] = column.notNull ? json : orNull(json);
  }
  for (const [name, type] of Object.entries(derived)) properties[name] = derivedJson(type);
  return { type: 'object', properties };
}

/** The function that writes values of `schema` as JSON. */
export const compileJson = (schema: Schema): ((value: unknown) => string) =>
  fastJson(schema as unknown as Parameters<typeof fastJson>[0]);

/**
 * A route's serializer compiler: the compiled `fast` serializers for their statuses, zod's for the others (errors).
 * Given as the route's `serializerCompiler`, next to its zod `response` schemas.
 */
export function recordSerializerCompiler(fast: Record<number, Schema>): FastifySerializerCompiler<unknown> {
  const compiled = Object.fromEntries(Object.entries(fast).map(([status, schema]) => [status, compileJson(schema)]));
  return (route) =>
    compiled[String(route.httpStatus)] ?? serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}

/** The list's answer: `{items: [record...], total}`. */
export const listJsonSchema = (record: Schema): Schema => ({
  type: 'object',
  properties: { items: { type: 'array', items: record }, total: { type: 'integer' } },
  required: ['items', 'total'],
});
