/** POST /person/import: what the server answers (server/src/routes/person-import.ts). */
export interface ImportReason {
  type: string;
  /** Inside the record: ['emails', 0, 'value']. */
  loc: Array<string | number>;
  msg: string;
  input?: unknown;
  /** ctx.code names the reason of a person rule (worded by errors.validation.codes). */
  ctx?: Record<string, unknown>;
}

export interface ImportFailure {
  /** Index of the record in the request (0-based). */
  row: number;
  /** Its name, else its first e-mail or phone, else its national id, as written ('' when none). */
  who?: string;
  reasons: ImportReason[];
}

export interface ImportReport {
  id: number;
  status: 'completed' | 'reverted';
  total_rows: number;
  created: number;
  merged: number;
  failed_count: number;
  failed: ImportFailure[];
  overwrite: string[];
  /** The id of the user who imported, and their name (first and last, else e-mail); null once the user is deleted. */
  created_by?: string | null;
  created_by_name?: string | null;
  created_at: string;
  reverted_at: string | null;
}

/** One import of the history (GET /person/import): the report without its failed rows. */
export type ImportSummary = Omit<ImportReport, 'failed'>;

/** Fields a matched customer may have overwritten by the file (otherwise only empty ones are filled). */
export const OVERWRITABLE = ['first_name', 'last_name', 'national_id'] as const;
export type Overwritable = (typeof OVERWRITABLE)[number];
