import type { ImportRecord } from '../../../widgets/import';

/**
 * The records of the newest import sent from this page, so its report can name each failed row (the server keeps
 * why a row failed, not the row itself). Only the newest: a large file's records are not kept for long.
 */
let newest: { id: number; records: ImportRecord[] } | null = null;

export const importedRecords = {
  remember(id: number, records: ImportRecord[]): void {
    newest = { id, records };
  },
  /** The records of that import, or none. */
  of(id: number): ImportRecord[] {
    return newest?.id === id ? newest.records : [];
  },
};
