// The record history routes of a factory entity (server/src/crud/history.ts).
import type { ApiSchema } from '../../../../definitions/wire/api';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../dataProvider/http';
import { queryKeysOf } from '../../../dataProvider/queryKeys';

/** One change of a record's history: who, when, what changed from what to what, and the record as it was. */
export type HistoryEntry = ApiSchema<'HistoryEntry'>;
export type HistoryChange = HistoryEntry['changes'][number];

export interface HistoryPage {
  items: HistoryEntry[];
  total: number;
}

const join = (base: string, tail: string) => `${base.replace(/\/+$/, '')}/${tail}`;

export const historyApi = {
  changes: (base: string, id: unknown, limit: number) =>
    http.get<HistoryPage>(join(base, `${encodeURIComponent(String(id))}/changes`), { query: { limit } }),
  revert: (base: string, id: unknown, entry: number) =>
    http.post<Record<string, unknown>>(join(base, `${encodeURIComponent(String(id))}/changes/${entry}/revert`)),
  deleted: (base: string, skip: number, limit: number) =>
    http.get<HistoryPage>(join(base, 'deleted'), { query: { skip, limit } }),
  restore: (base: string, entry: number) => http.post<Record<string, unknown>>(join(base, `deleted/${entry}/restore`)),
};

/** A record's changes, by resource and record; the deleted records, by resource. */
export const historyKeys = queryKeysOf('record-history');
export const deletedKeys = queryKeysOf('record-deleted');

/** The latest `limit` changes of a record (asked again when the record's version changes). */
export const useRecordHistory = (
  base: string | undefined,
  resourceName: string,
  record: { id: string | number; updated_at?: string } | undefined,
  limit: number,
) =>
  useQuery({
    queryKey: historyKeys.list(resourceName, record?.id, limit, record?.updated_at),
    queryFn: () => historyApi.changes(base!, record!.id, limit),
    enabled: Boolean(base && record?.id !== undefined),
  });

/** The latest `limit` deleted records of a resource. */
export const useDeletedRecords = (resourceName: string, base: string, limit: number) =>
  useQuery({
    queryKey: deletedKeys.list(resourceName, limit),
    queryFn: () => historyApi.deleted(base, 0, limit),
  });
