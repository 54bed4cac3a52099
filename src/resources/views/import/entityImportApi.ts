import { http } from '../../../dataProvider/http';
import type { ValidationIssue } from '../../../dataProvider/errors';

/** A row an import refused: its index in the file's data rows (0-based), what names it, and the reasons. */
export interface ImportFailure {
  row: number;
  /** As the server names the row (a customer's name, e-mail, phone...); absent or '' when nothing names it. */
  who?: string;
  reasons: ValidationIssue[];
}

/** A stored import (server/src/crud: POST <base>/import and its history; the customers' import has the same shape). */
export interface EntityImportReport {
  id: number | null;
  status: 'completed' | 'reverted' | 'dry_run';
  total_rows: number;
  created: number;
  /** Existing records the import added to (only imports that merge: customers). */
  merged?: number;
  failed_count: number;
  failed?: ImportFailure[];
  created_by_name?: string | null;
  created_at: string;
  reverted_at: string | null;
}

/** The import routes of one entity, from its `import` endpoint (`/x/import` → history at `/x/imports`). */
export const entityImportApi = (path: string) => ({
  run: (records: unknown[]) => http.post<EntityImportReport & { failed: ImportFailure[] }>(path, { records }),
  history: (skip: number, limit: number) => http.get<{ items: EntityImportReport[]; total: number }>(`${path}s`, { query: { skip, limit } }),
  get: (id: number) => http.get<EntityImportReport & { failed: ImportFailure[] }>(`${path}s/${id}`),
  revert: (id: number) => http.post<EntityImportReport & { failed: ImportFailure[] }>(`${path}s/${id}/revert`),
});
