import { http } from '../../../dataProvider/http';
import type { ApiSchema } from '../../../../definitions/wire/api';

/** A row an import refused: its index in the file's data rows (0-based), what names it (a customer's name, e-mail,
 * phone...; absent or '' when nothing does), and the reasons. */
export type ImportFailure = ApiSchema<'ImportFailure'>;

/** A stored import's report, an entity's (server/src/crud: POST <base>/import and its history) or the customers',
 * which also counts the existing records it added to. */
export type EntityImportReport = ApiSchema<'EntityImportReport'> & { merged?: number };

/** One import of a history list: the report without its refused rows. */
export type ImportSummary = Omit<ApiSchema<'EntityImportSummary'>, 'id'> & { id: number; merged?: number };

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
