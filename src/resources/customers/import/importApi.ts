import { http } from '../../../dataProvider/http';
import type { ImportRecord } from '../../../widgets/import';
import { IMPORT_PATH } from './importPath';
import type { ImportReport, ImportSummary, Overwritable } from './importTypes';

/** The customer import (one request, one transaction on the server), its stored reports and its revert. */
export const importApi = {
  run: (records: ImportRecord[], overwrite: Overwritable[]) =>
    http.post<ImportReport>(IMPORT_PATH, { records, overwrite }),
  get: (id: number) => http.get<ImportReport>(`${IMPORT_PATH}/${id}`),
  /** Whether anyone has imported customers yet (the list offers the history once someone has). */
  any: () =>
    http.get<{ items: ImportSummary[]; total: number }>(IMPORT_PATH, { query: { limit: 1 } }).then((r) => r.total > 0),
  revert: (id: number) => http.post<ImportReport>(`${IMPORT_PATH}/${id}/revert`),
};
