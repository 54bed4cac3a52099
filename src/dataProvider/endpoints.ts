/** How one resource maps to the API. Paths may hold `{id}`. */

/** skip/limit, offset/limit, or the whole list in one call (then paged, sorted and searched in the browser). */
export type Paging = 'skip' | 'offset' | 'none';

export interface ListEndpoint {
  path: string;
  paging: Paging;
  /** Query parameter that receives the search box; unset: the server does not search (a `none` list is searched in the browser). */
  search?: string;
  /** Query parameter names for sorting; unset: the server does not sort. */
  sort?: { field: string; order: string };
  /** Filter name → query parameter (filters not listed are sent under their own name). */
  filters?: Record<string, string>;
  /** The list takes `ids=1,2,3` (getMany in one request); unset: one GET per id. */
  ids?: boolean;
}

export interface ResourceApi {
  list?: ListEndpoint;
  one?: string;
  create?: string;
  update?: { path: string; method: 'PUT' | 'PATCH' };
  delete?: string;
  /** `POST <bulk>/delete {ids}` and `POST <bulk>/update {ids, data}`, each one transaction; unset: one call per id. */
  bulk?: string;
  /** `POST <import> {records, dry_run}` and its history `<import>s`, `<import>s/{id}`, `<import>s/{id}/revert`. */
  import?: string;
  /** Record history (server/src/crud/history.ts): `<history>/{id}/changes`, its revert, `<history>/deleted` and restore. */
  history?: string;
  /** `GET <export>` with the list's query: every record it gives, as NDJSON (server/src/crud/export.ts); unset: read page by page. */
  export?: string;
}

type CrudOverrides = {
  list?: Partial<ListEndpoint> | false;
  one?: string | false;
  create?: string | false;
  update?: Partial<NonNullable<ResourceApi['update']>> | false;
  delete?: string | false;
};

const defaultList: Omit<ListEndpoint, 'path'> = {
  paging: 'skip',
  search: 'q',
  sort: { field: 'sort', order: 'order' },
};

const join = (base: string, tail: string) => `${base.replace(/\/+$/, '')}/${tail}`;

/**
 * The usual REST shape of our server: list and create on `base`, read/update/delete on `base/{id}`;
 * lists take skip/limit, `sort`/`order` and the search `q` (see server/src/schemas/common.ts listQuery);
 * updates are PUT. Override any part; `false` removes an operation.
 *   crud('/authors/')
 *   crud('/ecommerce/shipping_option', { list: { path: '/ecommerce/shipping_options', paging: 'none' } })
 */
export function crud(base: string, overrides: CrudOverrides = {}): ResourceApi {
  const item = join(base, '{id}');
  const pick = <T>(value: T | false | undefined, fallback: T): T | undefined =>
    value === false ? undefined : (value ?? fallback);
  return {
    list: overrides.list === false ? undefined : { ...defaultList, path: base, ...overrides.list },
    one: pick(overrides.one, item),
    create: pick(overrides.create, base),
    update: overrides.update === false ? undefined : { path: item, method: 'PUT', ...overrides.update },
    delete: pick(overrides.delete, item),
  };
}

/**
 * The routes of an entity made by the server's CRUD factory (server/src/crud): `crud()` plus `ids=` on the list,
 * the bulk routes, the generic import with its history and revert, and the export (README "Add an entity").
 *   entityApi('/ecommerce/product_category')
 */
export function entityApi(base: string, overrides: CrudOverrides & { export?: false } = {}): ResourceApi {
  const api = crud(base, overrides);
  return {
    ...api,
    list: api.list ? { ids: true, ...api.list } : undefined,
    bulk: join(base, 'bulk'),
    import: join(base, 'import'),
    history: base,
    export: overrides.export === false ? undefined : join(base, 'export'),
  };
}

/** Fills `{id}` (URL-encoded). An id of undefined/null yields a path the HTTP client refuses. */
export const withId = (path: string, id: unknown): string => path.replace('{id}', encodeURIComponent(String(id)));
