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

/** One import of a history list: the report without its refused rows. */
export type ImportSummary = Omit<EntityImportReport, 'failed' | 'id'> & { id: number };

/** A stored import's report and its revert, under a history's base (`/x/imports`, the customers' `/person/import`). */
export const importHistoryApi = (base: string) => ({
  get: (id: number) => http.get<EntityImportReport & { failed: ImportFailure[] }>(`${base}/${id}`),
  revert: (id: number) => http.post<EntityImportReport & { failed: ImportFailure[] }>(`${base}/${id}/revert`),
});

/** The import of one entity, from its `import` endpoint (its history is `importHistoryOf`'s page, at `/x/imports`). */
export const entityImportApi = (path: string) => ({
  run: (records: unknown[]) => http.post<EntityImportReport & { failed: ImportFailure[] }>(path, { records }),
  ...importHistoryApi(`${path}s`),
});
