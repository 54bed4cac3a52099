// An entity in one file, read by both sides: the server makes its routes, request schema, table check, change trigger,
// default grants and notification links from it; the admin its list, show, edit and create pages, import, export,
// menu entry and form checks. One name (`supplier`) gives the rest unless the definition says otherwise: the table
// and API path (`suppliers`), the permission and note type (`supplier`) and the admin route (`suppliers`).
import type { FieldDef, Label, MessageTree } from './fields';

/** What a role may do on a resource. */
export const ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'export', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

/** The roles every installation starts with (their grants beyond `*` come from the definitions). */
export const BUILT_IN_ROLES = ['administrator', 'sales', 'service', 'content_editor', 'read_only'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Sidebar sections, in the order they appear. */
export const MENU_SECTIONS = [
  'customers',
  'app',
  'shop',
  'subscriptions',
  'customer_service',
  'forms',
  'settings',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Icons a definition may name for its menu entry (the admin draws each). */
export const ENTITY_ICONS = [
  'store',
  'person',
  'book',
  'category',
  'tag',
  'truck',
  'card',
  'mail',
  'event',
  'note',
  'inventory',
  'pen',
  'collection',
  'campaign',
  'ticket',
  'pipeline',
  'reading',
  'payment',
  'renew',
  'template',
] as const;
export type EntityIcon = (typeof ENTITY_ICONS)[number];

/** A titled block of fields. */
export interface SectionDef<N extends string> {
  id: string;
  label: Label;
  fields: N[];
}

/**
 * A page's fields: a flat list, sections with titles, or tabs (of fields or of sections). A tab with neither is a
 * panel of the admin's own on the edit page (a book's readers), drawn by the component its resource gives for it.
 */
export type Layout<N extends string> =
  | N[]
  | { sections: SectionDef<N>[] }
  | { tabs: Array<{ id: string; label: Label; fields?: N[]; sections?: SectionDef<N>[] }> };

/**
 * An index of the table beyond the unique fields' own; `where`: only the rows whose boolean field is true;
 * `condition`: only the rows that meet it (written as a check's condition); `using`: `gin` for an array's (which
 * records hold an id: a product's categories).
 */
export interface IndexDef<N extends string> {
  name: string;
  /** Its columns: fields, or the time a record was made. */
  on: Array<N | 'created_at'>;
  unique?: boolean;
  where?: N;
  using?: 'btree' | 'gin';
  condition?: string;
}

/**
 * A condition on a row, in SQL with each field written `{field}` (`{ends_at} >= {starts_at}`): a rule the table
 * itself keeps, whoever writes (a check), or the rows a partial index holds.
 */
export interface CheckDef {
  name: string;
  condition: string;
}

/** A switch above the list (`active_only`): on, it keeps the records whose boolean `field` is true; off, all. */
export interface OnlyFilterDef<N extends string> {
  field: N;
  label: Label;
}

/**
 * Values written to the chosen records at once (`activate`), or ids added to, taken from or put in place of a
 * references field's on them (`refs`: a product's categories), with its button's words and what it says when done.
 */
export interface BulkActionDef {
  id: string;
  label: Label;
  /** `one |||| %{smart_count} many`. */
  done: Label;
  update?: Record<string, unknown>;
  refs?: string;
  icon?: EntityIcon;
}

export interface EntityDefinition<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Singular, snake_case: the permission, note type, history key and OpenAPI tag. */
  name: string;
  /** The table's SQL name (default: `name` + `s`). */
  table?: string;
  /**
   * API paths under /api (default: `/` + table, items at `<base>/{id}`); `list` and `create` when they live apart
   * from the base; the list's paging parameter (default `skip`).
   */
  api?: { base?: string; list?: string; create?: string; paging?: 'skip' | 'offset' };
  /** The admin's route without its leading slash (default: the table's name with dashes). */
  route?: string;
  /** `singular |||| plural` in both languages. */
  label: Label;
  fields: F;
  list: {
    columns: Array<Extract<keyof F, string>>;
    sort?: { field: Extract<keyof F, string> | 'id' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };
    /** Text fields the search box looks in (Hebrew-aware). */
    search?: Array<Extract<keyof F, string>>;
    /**
     * A large table's: the column the database keeps of the search fields in the Hebrew normal form (a generated
     * column with a trigram index, made by a migration and never sent), which the search reads instead of them.
     */
    searchDocument?: string;
    /** Fields offered as filters above the list (booleans, enums, texts, references; a references field by one id). */
    filters?: Array<Extract<keyof F, string>>;
    /** Switches above the list that keep only the records with a boolean field on, by their query name. */
    only?: Record<string, OnlyFilterDef<Extract<keyof F, string>>>;
    perPage?: number;
  };
  /** The field that names a record in titles, menus and references (default `name`). */
  represent?: Extract<keyof F, string>;
  /** The edit and create pages' fields (default: every writable field in the order declared); `children`: a tree's. */
  layout?: Layout<Extract<keyof F, string> | 'children'>;
  /** Indexes of its table beyond the unique fields'. */
  indexes?: Array<IndexDef<Extract<keyof F, string>>>;
  /** Rules across fields the table itself keeps (named as the table's check constraints). */
  checks?: CheckDef[];
  /** Bulk and row actions that write fixed values. */
  actions?: BulkActionDef[];
  /** Words beyond those the definition gives (a page's own title, a gendered 'added'), merged over them. */
  words?: { he: MessageTree; en: MessageTree };
  /** Its place in the sidebar; none: reached only from other pages. */
  menu?: { section: MenuSection; order?: number; icon?: EntityIcon };
  options?: {
    notes?: boolean;
    import?: boolean;
    /** Export of the filtered list (default true). */
    export?: boolean;
    /**
     * A tree: `parent`, a reference to the entity itself, holds the record it sits under (a record cannot sit under
     * itself or its descendants, nor be deleted while records sit under it); a page whose layout names `children`
     * lists the records under it, with these words.
     */
    tree?: { parent: Extract<keyof F, string>; children: Label };
  };
  /** What each built-in role may do on it by default (the administrator role holds everything already). */
  grants?: Partial<Record<Exclude<BuiltInRole, 'administrator'>, Action[]>>;
}

/** The names that follow from one definition. */
export interface EntityNames {
  name: string;
  table: string;
  base: string;
  listPath: string;
  createPath: string;
  route: string;
  /** The admin's resource name, its i18n keys' `resources.<resource>`: the route's last part. */
  resource: string;
}

export function namesOf(definition: EntityDefinition): EntityNames {
  const table = definition.table ?? `${definition.name}s`;
  const base = definition.api?.base ?? `/${table}`;
  const route = definition.route ?? table.replace(/_/g, '-');
  return {
    name: definition.name,
    table,
    base,
    listPath: definition.api?.list ?? base,
    createPath: definition.api?.create ?? base,
    route,
    resource: route.split('/').pop()!,
  };
}

/** Declares an entity (one file in definitions/entities; `npm run definitions` lists it in their index). */
export function defineEntity<F extends Record<string, FieldDef>>(definition: EntityDefinition<F>): EntityDefinition {
  for (const column of definition.list.columns)
    if (!(column in definition.fields)) throw new Error(`${definition.name}: list column ${column} is not a field`);
  for (const action of definition.actions ?? []) {
    if (!action.update === !action.refs)
      throw new Error(`${definition.name}: action ${action.id} writes values or changes references, one of them`);
    if (action.refs && definition.fields[action.refs]?.kind !== 'references')
      throw new Error(`${definition.name}: action ${action.id} changes ${action.refs}, not a references field`);
  }
  return definition as unknown as EntityDefinition;
}
