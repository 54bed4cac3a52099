import { http } from '../../../dataProvider/http';
import type { ImportRecord } from '../../../widgets/import';
import { PERSON_PATH } from '../paths';
import type { ImportReport, Overwritable } from './importTypes';

const IMPORT_PATH = `${PERSON_PATH}/import`;

/** The customer import (one request, one transaction on the server), its stored reports and its revert. */
export const importApi = {
  run: (records: ImportRecord[], overwrite: Overwritable[]) => http.post<ImportReport>(IMPORT_PATH, { records, overwrite }),
  get: (id: number) => http.get<ImportReport>(`${IMPORT_PATH}/${id}`),
  /** The signed-in user's newest import's summary (without its failed rows), if any. */
  latest: () =>
    http.get<{ items: Array<Omit<ImportReport, 'failed'>> }>(IMPORT_PATH, { query: { limit: 1, mine: true } }).then((r) => r.items[0] ?? null),
  revert: (id: number) => http.post<ImportReport>(`${IMPORT_PATH}/${id}/revert`),
};
