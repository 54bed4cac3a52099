import { ACCEPTED_EXTENSIONS } from '../constants';

export type FileKind = 'xlsx' | 'xls' | 'csv';

/** The kind of an accepted file by its extension (.xlsx, .xls, .csv), or null for anything else. */
export function fileKind(fileName: string): FileKind | null {
  const lower = fileName.trim().toLowerCase();
  const extension = ACCEPTED_EXTENSIONS.find((ext) => lower.endsWith(ext));
  return extension ? (extension.slice(1) as FileKind) : null;
}
