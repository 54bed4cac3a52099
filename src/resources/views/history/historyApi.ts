// The record history routes of a factory entity (server/src/crud/history.ts).
import { http } from '../../../dataProvider/http';

export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  id: number;
  record_id: number;
  action: 'create' | 'update' | 'delete' | 'restore';
  at: string;
  user_id: string | null;
  user_name: string | null;
  changes: HistoryChange[];
  snapshot: Record<string, unknown> | null;
}

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
