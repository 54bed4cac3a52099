// The record history routes of a factory entity (server/src/crud/history.ts).
import type { ApiSchema } from '../../../../definitions/wire/api';
import { http } from '../../../dataProvider/http';

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
