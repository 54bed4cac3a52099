// A factory entity made from an entity definition (definitions/entities): its request schema from the fields' kinds
// and limits (definitions/entity/limits.ts, the same list the admin checks forms with), its paths and list options from
// the definition, a sample record for the shared contract tests, and the records its sample refers to.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { namesOf, type EntityDefinition } from '../../../definitions/entity/defineEntity';
import type { FieldDef } from '../../../definitions/entity/fields';
import { EMAIL_PATTERN, keptText, limitsOf } from '../../../definitions/entity/limits';
import { phoneProblem } from '../../../definitions/entity/phone';
import type { Db } from '../db/client';
import { queryBool, queryInt, zInt } from '../schemas/common';
import { defineCrud, wireColumns, type CrudEntity, type FilterSpec, type RefSpec } from './defineCrud';
import { slugField } from '../schemas/slug';
import { fileKey, fileKeys, richText } from './fields';

function valueSchema(def: FieldDef): z.ZodType {
  const limits = limitsOf(def);
  const length = (schema: z.ZodString) => {
    let out = schema;
    if (limits.minLength !== undefined) out = out.min(limits.minLength);
    if (limits.maxLength !== undefined) out = out.max(limits.maxLength);
    return out;
  };
  const bounded = () => {
    let out = zInt();
    if (limits.min !== undefined) out = out.min(limits.min);
    if (limits.max !== undefined) out = out.max(limits.max);
    return out;
  };
  switch (def.kind) {
    case 'text': {
      const text = length(z.string().trim());
      const kept = def.upperCase ? text.transform((value) => keptText(def, value)) : text;
      // A pattern's refusal carries its code, which the admin words.
      const matched = def.pattern
        ? kept.pipe(z.string().regex(def.pattern.regex, { params: { code: def.pattern.code } } as never))
        : kept;
      // An empty code is none: its unique index holds many records without one.
      return def.code ? matched.transform((value) => (value === '' ? null : value)) : matched;
    }
    case 'email':
      return z.email({ pattern: EMAIL_PATTERN }).max(limits.maxLength!);
    case 'url':
      return z.url({ protocol: /^https?$/ }).max(limits.maxLength!);
    case 'slug':
      // Empty: made from its `from` field on write.
      return slugField().or(z.literal(''));
    case 'phone':
      // A rule zod has no word for: a 422 `value_error` with a code the admin words.
      return length(z.string().trim()).refine((value) => !phoneProblem(value), {
        message: 'phone_invalid',
        params: { code: 'phone_invalid' },
      });
    case 'richText':
      return richText(limits.maxLength!);
    case 'image':
    case 'file':
      return fileKey();
    case 'files':
    case 'images':
      return fileKeys(limits.maxItems!);
    case 'tags':
      return z.array(length(z.string().trim())).max(limits.maxItems!);
    case 'money':
    case 'integer':
    case 'reference':
      return bounded();
    case 'references':
      return z.array(bounded()).max(limits.maxItems!);
    case 'enums':
      return z.array(z.enum(Object.keys(def.values) as [string, ...string[]])).max(limits.maxItems!);
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(Object.keys(def.values) as [string, ...string[]]);
    case 'date':
      return z.iso.date();
    case 'datetime':
      return z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
    case 'json':
      return z.json();
    case 'rows':
      return z
        .array(
          z
            .object(Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, propertyOf(field)])))
            .strict(),
        )
        .max(limits.maxItems!);
  }
}

/** A field as a property of a body: the required ones required, others optional, and null only where the column may be empty. */
function propertyOf(def: FieldDef): z.ZodType {
  const value = valueSchema(def);
  // Never null where the column is never empty: a value, or none for the table's default.
  const optional =
    def.filled ||
    (def.kind === 'datetime' && def.default !== undefined) ||
    ['boolean', 'references', 'enums', 'tags', 'files', 'images', 'slug', 'rows'].includes(def.kind) ||
    ((def.kind === 'enum' || def.kind === 'integer' || def.kind === 'money' || def.kind === 'text') &&
      def.default !== undefined);
  return def.required ? value : optional ? value.optional() : value.nullable().optional();
}

/** The body of a create (PUT takes its partial): every writable field, the required ones required. */
export function createSchemaOf(definition: EntityDefinition): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, def] of Object.entries(definition.fields)) {
    if (!def.readOnly) shape[name] = propertyOf(def);
  }
  return z.object(shape).strict();
}

/** The body of a change: the create's fields but those written on create only, all optional (PUT and bulk updates). */
export function updateSchemaOf(definition: EntityDefinition): z.ZodObject {
  const shape: Record<string, z.ZodType> = { ...createSchemaOf(definition).shape };
  for (const [name, def] of Object.entries(definition.fields)) if (def.createOnly) delete shape[name];
  return z.object(shape).strict().partial();
}

/** The list's filters: the fields the definition offers (a reference is one already, by its foreign key) and its switches. */
function filtersOf(definition: EntityDefinition, table: PgTable): Record<string, FilterSpec> | undefined {
  const filters: Record<string, FilterSpec> = {};
  for (const name of definition.list.filters ?? []) {
    const def = definition.fields[name]!;
    if (def.kind === 'boolean') filters[name] = { schema: queryBool() };
    else if (def.kind === 'text') filters[name] = { schema: z.string().max(def.maxLength) };
    else if (def.kind === 'enum') filters[name] = { schema: z.enum(Object.keys(def.values) as [string, ...string[]]) };
    else if (def.kind === 'integer') filters[name] = { schema: queryInt(valueSchema(def) as z.ZodType<number>) };
  }
  for (const [name, only] of Object.entries(definition.list.only ?? {})) {
    const column = wireColumns(table).get(only.field)!.column;
    filters[name] = { schema: queryBool(), where: (on) => (on ? eq(column, true) : undefined) };
  }
  return Object.keys(filters).length ? filters : undefined;
}

/** The slug field and the field it is made from, when the definition has one. */
function slugOf(definition: EntityDefinition): CrudEntity['slug'] {
  const found = Object.entries(definition.fields).find(([, def]) => def.kind === 'slug');
  return found && found[1].kind === 'slug' ? { from: found[1].from, column: found[0] } : undefined;
}

/** A value of this field for a test record (`unique` makes texts unique). */
function sampleValue(def: FieldDef, unique: string): unknown {
  switch (def.kind) {
    case 'text':
      return def.default ?? `${def.label.he} ${unique}`.slice(0, def.maxLength);
    case 'richText':
      return `<p>${def.label.he} ${unique}</p>`;
    case 'email':
      return `sample-${unique}@example.com`;
    case 'url':
      return `https://example.com/${unique}`;
    case 'phone':
      return '+972501234567';
    case 'money':
      return 4990;
    case 'integer':
      return def.default ?? def.min ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      // Its default where it has one: the value a record takes when none is given, which its rules expect.
      return def.default ?? Object.keys(def.values)[0];
    case 'enums':
      return Object.keys(def.values).slice(0, 1);
    case 'rows':
      return [];
    // Dates only where required: optional ones often come in pairs whose end must follow their start.
    case 'date':
      return def.required ? '2026-12-01' : undefined;
    case 'datetime':
      return def.required ? '2026-12-01T10:00:00+02:00' : undefined;
    default:
      return undefined;
  }
}

/**
 * The factory entity of a definition on its table. `entities` are the other factory entities (by name), for the
 * references' tables and the records a sample refers to.
 */
export function crudFromDefinition(
  definition: EntityDefinition,
  table: PgTable,
  entities: () => ReadonlyMap<string, CrudEntity>,
  extra: Partial<CrudEntity> = {},
): CrudEntity {
  const names = namesOf(definition);
  const fields = Object.entries(definition.fields);
  const refs: Record<string, RefSpec> = {};
  for (const [name, def] of fields) {
    if (def.kind === 'references') {
      Object.defineProperty(refs, name, { enumerable: true, get: () => ({ table: entities().get(def.to)!.table }) });
    }
  }
  const scalar = fields
    .filter(
      ([, def]) => !['references', 'enums', 'tags', 'files', 'images', 'json', 'richText', 'rows'].includes(def.kind),
    )
    .map(([name]) => name);
  const codes = fields.filter(([, def]) => def.kind === 'text' && def.code).map(([name]) => name);
  const sort = definition.list.sort;
  return defineCrud({
    name: names.name,
    table,
    base: names.base,
    listPath: names.listPath === names.base ? undefined : names.listPath,
    createPath: names.createPath === names.base ? undefined : names.createPath,
    paging: definition.api?.paging,
    defaultLimit: definition.list.perPage,
    create: createSchemaOf(definition),
    update: fields.some(([, def]) => def.createOnly) ? updateSchemaOf(definition) : undefined,
    sortable: ['id', 'created_at', 'updated_at', ...scalar],
    defaultSort: sort?.field,
    defaultOrder: sort?.order,
    search: definition.list.search,
    searchDocument: definition.list.searchDocument,
    codeFields: codes.length ? codes : undefined,
    refs: Object.keys(refs).length ? refs : undefined,
    notes: definition.options?.notes,
    grants: definition.grants,
    adminRoute: names.route,
    slug: slugOf(definition),
    tree: definition.options?.tree?.parent,
    sample: (unique) =>
      Object.fromEntries(
        fields
          .filter(([, def]) => !def.readOnly)
          .map(([name, def]) => [name, sampleValue(def, unique)])
          .filter(([, value]) => value !== undefined),
      ),
    // Only where a reference is required: an entity without sampleRefs is made by the API alone (the stored-XSS sweep).
    sampleRefs: fields.some(([, def]) => def.kind === 'reference' && def.required)
      ? async (db) => sampleRefsOf(definition, db, entities())
      : undefined,
    ...extra,
    // A filter of its own (a condition the definition cannot say) joins the definition's.
    filters: extra.filters ? { ...filtersOf(definition, table), ...extra.filters } : filtersOf(definition, table),
  });
}

/** A record of each required referenced entity, made once per test database from that entity's own sample. */
async function sampleRefsOf(
  definition: EntityDefinition,
  db: Db,
  entities: ReadonlyMap<string, CrudEntity>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(definition.fields)) {
    if (def.kind !== 'reference' || !def.required) continue;
    const target = entities.get(def.to);
    if (!target) throw new Error(`${definition.name}.${name}: no factory entity is named ${def.to}`);
    const sample = {
      ...target.sample(`ref-${definition.name}`),
      ...(target.sampleRefs ? await target.sampleRefs(db) : {}),
    };
    const columns = Object.keys(sample);
    const values = columns.map((column) => sample[column]);
    const result = (await db.execute(
      sql`insert into ${sql.identifier(getTableName(target.table))} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        values.map((v) => sql`${Array.isArray(v) ? sql`${`{${v.join(',')}}`}` : v}`),
        sql`, `,
      )}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> };
    out[name] = result.rows[0]!.id;
  }
  return out;
}
