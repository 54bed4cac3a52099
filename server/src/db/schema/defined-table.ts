// The table of an entity definition (definitions/entities): an identity id, one column per field, the timestamps.
// drizzle-kit reads these tables like any other (schema/defined.ts), so their migrations are generated as usual.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { CheckDef, EntityDefinition } from '../../../../definitions/entity/defineEntity';
import { namesOf } from '../../../../definitions/entity/defineEntity';
import type { FieldDef } from '../../../../definitions/entity/fields';
import { entityPlace } from '../../../../definitions/entities/names';
import { identityId, timestamps } from './columns';

/** A stand-in for another table's id column, enough for a foreign key: only its table's and column's names are read. */
const idOf = (table: string) => pgTable(table, { id: integer('id') }).id;

function columnOf(name: string, field: FieldDef, treeParent: boolean): PgColumnBuilderBase {
  // Never empty: given on create, or filled by the server's rule when left out.
  const kept = field.required || field.filled;
  switch (field.kind) {
    case 'money':
    case 'integer':
      return field.default !== undefined
        ? integer(name).notNull().default(field.default)
        : kept
          ? integer(name).notNull()
          : integer(name);
    case 'reference': {
      // A tree's parent points at its own table: its foreign key is made with the table (treeKey).
      if (treeParent) return field.required ? integer(name).notNull() : integer(name);
      const target = entityPlace(field.to);
      if (!target) throw new Error(`${name}: no entity is named ${field.to}`);
      const column = integer(name).references(() => idOf(target.table), {
        onDelete: field.onDelete ?? (field.required ? 'restrict' : 'set null'),
      });
      return kept ? column.notNull() : column;
    }
    case 'references':
      return integer(name)
        .array()
        .notNull()
        .default(sql`'{}'::int[]`);
    case 'enums':
    case 'tags':
    case 'files':
    case 'images':
      return text(name)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(field.default ?? false);
    case 'enum':
      return field.default !== undefined
        ? text(name).notNull().default(field.default)
        : kept
          ? text(name).notNull()
          : text(name);
    case 'date':
      return kept ? date(name).notNull() : date(name);
    case 'datetime': {
      const column = timestamp(name, { withTimezone: true, mode: 'string' });
      return field.default === 'now' ? column.notNull().defaultNow() : kept ? column.notNull() : column;
    }
    case 'json':
      return jsonb(name);
    case 'rows':
      return jsonb(name).notNull().default([]);
    case 'slug':
      // Never empty (made from its field when left so); unique by the table's index `<table>_<field>_key`.
      return text(name).notNull();
    default: {
      if (field.kind === 'text' && field.default !== undefined) return text(name).notNull().default(field.default);
      const column = field.unique ? text(name).unique() : text(name);
      return kept ? column.notNull() : column;
    }
  }
}

/** A row condition (`{ends_at} >= {starts_at}`) in SQL, each `{field}` its column. */
function conditionOf(condition: string, columns: Record<string, ExtraConfigColumn>): SQL {
  const parts = condition.split(/\{(\w+)\}/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${columns[part]!}` : sql.raw(part))));
}

/** The table's checks: rules across fields it keeps whoever writes. */
const checksOf = (checks: CheckDef[] | undefined, columns: Record<string, ExtraConfigColumn>) =>
  (checks ?? []).map(({ name, condition }) => check(name, conditionOf(condition, columns)));

/** A definition's table: its columns are known when the definition is read, not to the compiler. */
export type DefinedTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: Record<string, PgColumn<any>>;
  dialect: 'pg';
}>;

/** The drizzle table of a definition (columns keyed by their SQL names, which are the wire names). */
export function tableOf(definition: EntityDefinition): DefinedTable {
  const table = namesOf(definition).table;
  const parent = definition.options?.tree?.parent;
  const columns: Record<string, PgColumnBuilderBase> = {
    id: identityId(),
  };
  const fields = Object.entries(definition.fields);
  for (const [name, field] of fields) columns[name] = columnOf(name, field, name === parent);
  // A slug and a code are unique by an index of their own, named as PostgreSQL names a column's unique key.
  const keyed = fields
    .filter(([, field]) => field.kind === 'slug' || (field.kind === 'text' && field.code))
    .map(([name]) => name);
  const checked = fields.flatMap(([name, field]) => {
    if ((field.kind !== 'money' && field.kind !== 'integer') || !field.checked) return [];
    const least = field.kind === 'money' ? 0 : field.min;
    if (least === undefined) throw new Error(`${table}.${name}: a checked integer needs its min`);
    return [{ name, least }];
  });
  return pgTable(table, { ...columns, ...timestamps }, (made) => {
    const t = made as unknown as Record<string, ExtraConfigColumn>;
    return [
      ...keyed.map((name) => uniqueIndex(`${table}_${name}_key`).on(t[name]!)),
      // The table refuses a value below the field's least, from any writer.
      ...checked.map(({ name, least }) =>
        check(`${table}_${name}_check`, sql`${t[name]} >= ${sql.raw(String(least))}`),
      ),
      // A record with records under it stays until they move or go.
      ...(parent
        ? [
            foreignKey({ columns: [t[parent]!], foreignColumns: [t.id!], name: `${table}_parent_fk` }).onDelete(
              'restrict',
            ),
          ]
        : []),
      ...(definition.indexes ?? []).map(({ name, on, unique, where, using, condition }) => {
        // The time a record was made is the timestamps' column (createdAt).
        const [first, ...rest] = on.map((field) => (field === 'created_at' ? t.createdAt! : t[field]!));
        const kind = unique ? uniqueIndex(name) : index(name);
        const built = using ? kind.using(using, first!, ...rest) : kind.on(first!, ...rest);
        return where ? built.where(sql`${t[where]}`) : condition ? built.where(conditionOf(condition, t)) : built;
      }),
      ...checksOf(definition.checks, t),
    ];
  }) as unknown as DefinedTable;
}
