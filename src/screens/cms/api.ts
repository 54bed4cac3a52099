// The CMS API (/api/cms) as the admin's screens call it: websites, pages with drafts, versions, comments, tables.
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../definitions/wire/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { cmsKeys } from './keys';

import type { CommentStatus, PageKind } from '../../../definitions/wire/cms';

export { COMMENT_STATUSES, FIELD_TYPES, PAGE_KINDS } from '../../../definitions/wire/cms';
export type { CommentStatus, FieldType, PageKind, PageStatus } from '../../../definitions/wire/cms';
/** CMS lists show 50 a page. */
export const CMS_PAGE_SIZE = 50;

export interface List<T> {
  items: T[];
  total: number;
}

export type WebsiteSettings = ApiSchema<'WebsiteSettings'>;
export type PopupSettings = ApiSchema<'PopupSettings'>;
/** The content fields a page, its draft and its versions carry. */
export type PageContent = ApiSchema<'PageContent'>;
/** A website with its settings and its number of pages. */
export type Website = ApiAnswer<'/api/cms/website/{id}'>;
type WebsiteChange = ApiBody<'/api/cms/website/{id}', 'put'>;
/** A page with its status and, when asked for, its draft. */
export type Page = ApiAnswer<'/api/cms/pages/{id}'>;
/** A published version of a page, kept as history. */
export type Version = ApiAnswer<'/api/cms/pages/{id}/versions'>['items'][number];
/** A comment on a page, with the page's title, for moderation. */
export type Comment = ApiAnswer<'/api/cms/comments'>['items'][number];
/** A website's own table with its fields in order (a reference field names the table its values point into). */
export type Table = ApiAnswer<'/api/cms/tables/{id}'>;
export type Field = Table['fields'][number];
/** A row of a table: its values, and a message per field whose value no longer fits the field. */
export type Row = ApiAnswer<'/api/cms/website/{id}/tables/{tableId}/data'>['items'][number];

export type PageChange = ApiBody<'/api/cms/pages/{id}', 'patch'>;

export const cmsApi = {
  websites: (skip = 0, limit = CMS_PAGE_SIZE) => http.get<List<Website>>('/cms/website', { query: { skip, limit } }),
  website: (id: number) => http.get<Website>(`/cms/website/${id}`),
  createWebsite: (body: ApiBody<'/api/cms/website', 'post'>) =>
    http.post<Website>('/cms/website', body, { silent: true }),
  updateWebsite: (id: number, body: WebsiteChange) => http.put<Website>(`/cms/website/${id}`, body, { silent: true }),
  deleteWebsite: (id: number) => http.delete(`/cms/website/${id}`),

  pages: (query: { kind?: PageKind; website_id?: number; q?: string; skip: number; limit: number }) => {
    const { website_id, ...rest } = query;
    return http.get<List<Page>>(website_id ? `/cms/website/${website_id}/pages` : '/cms/pages', {
      query: { ...rest, include_drafts: false },
    });
  },
  page: (id: number) => http.get<Page>(`/cms/pages/${id}`, { query: { include_draft: true } }),
  createPage: (websiteId: number, body: ApiBody<'/api/cms/website/{id}/pages', 'post'>) =>
    http.post<Page>(`/cms/website/${websiteId}/pages`, body, { silent: true }),
  saveDraft: (id: number, change: PageChange) =>
    http.patch<Page>(`/cms/pages/${id}`, change, { query: { create_draft: true }, silent: true }),
  publish: (id: number) => http.post<Page>(`/cms/pages/${id}/publish`),
  unpublish: (id: number) => http.post<Page>(`/cms/pages/${id}/unpublish`),
  discardDraft: (id: number) => http.delete<Page>(`/cms/pages/${id}/draft`),
  deletePage: (id: number) => http.delete(`/cms/pages/${id}`),
  versions: (id: number) => http.get<List<Version>>(`/cms/pages/${id}/versions`, { query: { limit: 100 } }),
  restore: (id: number, versionId: number) => http.post<Page>(`/cms/pages/${id}/versions/${versionId}/restore`),

  comments: (query: { status?: CommentStatus; skip: number; limit: number }) =>
    http.get<List<Comment>>('/cms/comments', { query }),
  moderate: (ids: number[], action: 'approve' | 'spam' | 'delete') =>
    http.post<{ updated: number }>('/cms/comments/bulk', { ids, action }),

  tables: (websiteId: number) => http.get<List<Table>>('/cms/tables', { query: { website_id: websiteId, limit: 500 } }),
  table: (id: number) => http.get<Table>(`/cms/tables/${id}`),
  createTable: (body: { website_id: number; name: string; description?: string | null }) =>
    http.post<Table>('/cms/tables', body, { silent: true }),
  deleteTable: (id: number) => http.delete(`/cms/tables/${id}`),
  addField: (
    tableId: number,
    body: Omit<Field, 'id' | 'table_id' | 'position' | 'ref_table_id'> & {
      ref_table_id?: number | null;
      position?: number;
    },
  ) => http.post<Field>(`/cms/tables/${tableId}/fields`, body, { silent: true }),
  updateField: (id: number, body: Partial<Omit<Field, 'id' | 'table_id'>>) =>
    http.put<Field>(`/cms/fields/${id}`, body, { silent: true }),
  deleteField: (id: number) => http.delete(`/cms/fields/${id}`),
  rows: (tableId: number) => http.post<List<Row>>(`/cms/tables/${tableId}/data/search`, { limit: 500 }),
  addRows: (websiteId: number, tableId: number, rows: Array<{ data: Record<string, unknown> }>) =>
    http.post<Row[]>(`/cms/website/${websiteId}/tables/${tableId}/data`, rows, { silent: true }),
  updateRow: (id: number, data: Record<string, unknown>) =>
    http.patch<Row>(`/cms/data/${id}`, { data }, { silent: true }),
  deleteRow: (id: number) => http.delete(`/cms/data/${id}`),
};

/**
 * The CMS screens' query keys, all under `cms`: the websites, a website, the pages (kept live) and a page with its
 * versions, the comments (kept live), a website's tables, a table and its rows.
 */
export { cmsKeys };

/** Every website (the pickers and the websites list), asked while `enabled`. */
export const useWebsites = (enabled = true) =>
  useQuery({ queryKey: cmsKeys.of('websites'), queryFn: () => cmsApi.websites(0, 500), enabled });

/** A website with its settings. */
export const websiteKey = (websiteId: number) => cmsKeys.of('website', websiteId);
export const useWebsite = (websiteId: number) =>
  useQuery({
    queryKey: websiteKey(websiteId),
    queryFn: () => cmsApi.website(websiteId),
    enabled: websiteId > 0,
  });

/** A page of pages, of a website or of all, of a kind, matching a search. */
export const usePages = ({
  websiteId,
  kind,
  q,
  page,
}: {
  websiteId: number | undefined;
  kind: PageKind | undefined;
  q: string;
  page: number;
}) =>
  useQuery({
    queryKey: cmsKeys.of('pages', { websiteId, kind, q, page }),
    queryFn: () =>
      cmsApi.pages({
        website_id: websiteId,
        kind,
        q: q.trim() || undefined,
        skip: page * CMS_PAGE_SIZE,
        limit: CMS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** A page with its draft. */
export const pageKey = (id: number) => cmsKeys.of('page', id);
export const usePage = (id: number) =>
  useQuery({ queryKey: pageKey(id), queryFn: () => cmsApi.page(id), enabled: id > 0 });

/** A page's published versions (under the page's key: what refreshes the page refreshes them). */
export const pageVersionsKey = (id: number) => [...pageKey(id), 'versions'] as const;
export const usePageVersions = (id: number) =>
  useQuery({ queryKey: pageVersionsKey(id), queryFn: () => cmsApi.versions(id), enabled: id > 0 });

/** A page of comments, of one status or of all. */
export const useComments = (status: CommentStatus | 'all', page: number) =>
  useQuery({
    queryKey: cmsKeys.of('comments', status, page),
    queryFn: () =>
      cmsApi.comments({
        status: status === 'all' ? undefined : status,
        skip: page * CMS_PAGE_SIZE,
        limit: CMS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** A website's tables. */
export const tablesKey = (websiteId: number) => cmsKeys.of('tables', websiteId);
export const useTables = (websiteId: number) =>
  useQuery({ queryKey: tablesKey(websiteId), queryFn: () => cmsApi.tables(websiteId) });

/** A table with its fields. */
export const tableKey = (tableId: number) => cmsKeys.of('table', tableId);
export const useTable = (tableId: number) =>
  useQuery({ queryKey: tableKey(tableId), queryFn: () => cmsApi.table(tableId), enabled: tableId > 0 });

/** A table's rows. */
export const rowsKey = (tableId: number) => cmsKeys.of('rows', tableId);
export const useRows = (tableId: number) =>
  useQuery({ queryKey: rowsKey(tableId), queryFn: () => cmsApi.rows(tableId) });
