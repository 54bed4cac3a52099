import { http } from '../../../dataProvider/http';
import type { ImportRecord } from '../../../widgets/import';
import { PERSON_PATH } from '../paths';
import type { ImportReport, Overwritable } from './importTypes';

/** The customer import (one request, one transaction on the server) and its revert. */
export const importApi = {
  run: (records: ImportRecord[], overwrite: Overwritable[]) =>
    http.post<ImportReport>(`${PERSON_PATH}/import`, { records, overwrite }),
  revert: (id: number) => http.post<ImportReport>(`${PERSON_PATH}/import/${id}/revert`),
};
