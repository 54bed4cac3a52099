import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import type { ErrorContext } from './errors';
import { request, type QueryValue } from './http';
import { withId, type ListEndpoint, type ResourceApi } from './endpoints';
import { pageInBrowser } from './pageInBrowser';

/** What the data provider needs to know about one resource. */
export interface DataResource {
  /** React-admin's resource name (the route path, e.g. `shop/shipping-options`). */
  routeName: string;
  api: ResourceApi;
  /** Fields a form may send (the rest of a record is never written). Empty: send everything. */
  writableFields: string[];
  /** Of those, the ones a change may send (not the create-only ones); default: writableFields. */
  updatableFields?: string[];
}

/** Every list route answers `{items, total}`; a bare array is accepted too. */
export const normaliseList = (body: unknown): { items: RaRecord[]; total: number } => {
  if (Array.isArray(body)) return { items: body, total: body.length };
  const { items = [], total } = (body ?? {}) as { items?: RaRecord[]; total?: number };
  return { items, total: typeof total === 'number' ? total : items.length };
};

export function listQuery(
  endpoint: ListEndpoint,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  const { q, ...filters } = (params.filter ?? {}) as Record<string, QueryValue>;
  for (const [name, value] of Object.entries(filters)) query[endpoint.filters?.[name] ?? name] = value;
  if (endpoint.search && q) query[endpoint.search] = q;
  if (endpoint.sort && params.sort?.field) {
    query[endpoint.sort.field] = params.sort.field;
    query[endpoint.sort.order] = params.sort.order.toLowerCase();
  }
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  if (endpoint.paging === 'skip') Object.assign(query, { skip: (page - 1) * perPage, limit: perPage });
  if (endpoint.paging === 'offset') Object.assign(query, { offset: (page - 1) * perPage, limit: perPage });
  return query;
}

const pickFields = (data: Record<string, unknown>, fields: string[]) =>
  fields.length === 0 ? data : Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));

/** Only what changed, for PATCH. */
const changedFields = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined) =>
  previous
    ? Object.fromEntries(Object.entries(data).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(previous[k])))
    : data;

/** The wording of a refused write: the resource's field labels; a form (meta.form) shows the messages on its fields. */
const errorContext = (resource: string, meta: unknown): ErrorContext => ({
  resource,
  form: (meta as { form?: unknown } | undefined)?.form === true,
});

const unsupported = (resource: string, operation: string) =>
  Promise.reject(new Error(`${resource} has no ${operation} endpoint`));

/** React-admin's data provider over the endpoint map of the resource definitions. */
export function createDataProvider(resources: DataResource[]): DataProvider {
  const byName = new Map(resources.map((r) => [r.routeName, r]));
  const get = (resource: string): DataResource => {
    const found = byName.get(resource);
    if (!found) throw new Error(`Unknown resource "${resource}"`);
    return found;
  };

  // `meta.silent`: what is asked for ahead of its screen says nothing when it fails; the screen asks and says why
  const silentOf = (meta: unknown) => (meta as { silent?: boolean } | undefined)?.silent === true;

  const provider: DataProvider = {
    async getList(resource, params) {
      const { api } = get(resource);
      if (!api.list) return unsupported(resource, 'list');
      const silent = silentOf(params.meta);
      const body = await request(api.list.path, { query: listQuery(api.list, params), signal: params.signal, silent });
      const list = normaliseList(body);
      if (api.list.paging !== 'none') return { data: list.items, total: list.total };
      return pageInBrowser(list.items, params, Boolean(api.list.search));
    },

    async getOne(resource, params) {
      const { api } = get(resource);
      if (!api.one) return unsupported(resource, 'read');
      return { data: await request(withId(api.one, params.id), { signal: params.signal }) };
    },

    async getMany(resource, params) {
      const { api } = get(resource);
      if (api.list?.ids) {
        if (params.ids.length === 0) return { data: [] };
        const query = { ids: params.ids.join(','), limit: params.ids.length };
        const silent = silentOf(params.meta);
        return {
          data: normaliseList(await request(api.list.path, { query, signal: params.signal, silent })).items as never[],
        };
      }
      const data = await Promise.all(
        params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal }).then((r) => r.data)),
      );
      return { data };
    },

    getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const { api, writableFields } = get(resource);
      if (!api.create) return unsupported(resource, 'create');
      const json = pickFields(params.data as Record<string, unknown>, writableFields);
      return {
        data: await request(api.create, { method: 'POST', json, context: errorContext(resource, params.meta) }),
      };
    },

    async update(resource, params) {
      const { api, writableFields, updatableFields } = get(resource);
      if (!api.update) return unsupported(resource, 'update');
      let json = pickFields(params.data as Record<string, unknown>, updatableFields ?? writableFields);
      if (api.update.method === 'PATCH') json = changedFields(json, params.previousData);
      const data = await request<RaRecord>(withId(api.update.path, params.id), {
        method: api.update.method,
        json,
        context: errorContext(resource, params.meta),
      });
      return { data: { ...params.previousData, ...data, id: data?.id ?? params.id } };
    },

    async updateMany(resource, params) {
      const { api, writableFields, updatableFields } = get(resource);
      if (api.bulk) {
        const data = pickFields(params.data as Record<string, unknown>, updatableFields ?? writableFields);
        await request(`${api.bulk}/update`, { method: 'POST', json: { ids: params.ids, data } });
        return { data: params.ids };
      }
      await Promise.all(
        params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as RaRecord })),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      const { api } = get(resource);
      if (!api.delete) return unsupported(resource, 'delete');
      await request(withId(api.delete, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const { api } = get(resource);
      if (api.bulk) {
        const answer = await request<{ ids?: RaRecord['id'][] }>(`${api.bulk}/delete`, {
          method: 'POST',
          json: { ids: params.ids },
        });
        return { data: answer?.ids ?? params.ids };
      }
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },
  };
  return provider;
}
