import { http } from '../../../dataProvider/http';
import type { ValidationIssue } from '../../../dataProvider/errors';

/** A stored import of a factory entity (server/src/crud: POST <base>/import and its history). */
export interface EntityImportReport {
  id: number | null;
  status: 'completed' | 'reverted' | 'dry_run';
  total_rows: number;
  created: number;
  failed_count: number;
  failed?: Array<{ row: number; reasons: ValidationIssue[] }>;
  created_by_name: string | null;
  created_at: string;
  reverted_at: string | null;
}

/** The import routes of one entity, from its `import` endpoint (`/x/import` → history at `/x/imports`). */
export const entityImportApi = (path: string) => ({
  run: (records: unknown[]) => http.post<EntityImportReport>(path, { records }),
  history: (skip: number, limit: number) => http.get<{ items: EntityImportReport[]; total: number }>(`${path}s`, { query: { skip, limit } }),
  get: (id: number) => http.get<EntityImportReport>(`${path}s/${id}`),
  revert: (id: number) => http.post<EntityImportReport>(`${path}s/${id}/revert`),
});
