// The customers' import as the server answers it (POST /person/import and its history), from the generated wire types.
import type { ApiSchema } from '../../../../definitions/wire/api';

export type ImportReport = ApiSchema<'PersonImportReport'>;
export type ImportFailure = ImportReport['failed'][number];
export type ImportReason = ImportFailure['reasons'][number];
/** One import of the history: the report without its failed rows. */
export type ImportSummary = ApiSchema<'PersonImportSummary'>;

/** Fields a matched customer may have overwritten by the file (otherwise only empty ones are filled). */
export const OVERWRITABLE = ['first_name', 'last_name', 'national_id'] as const;
export type Overwritable = (typeof OVERWRITABLE)[number];
