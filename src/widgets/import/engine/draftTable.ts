import type { TableInfo } from './protocol';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The whole table of a file whose draft was shown: with the draft's own columns (the same arrays) when they
 * are the same, so what was drawn from them (the mapping) is not drawn again for a new row count.
 */
export function withDraftColumns(draft: TableInfo, table: TableInfo): TableInfo {
  if (!same(draft.headers, table.headers) || !same(draft.columnTypes, table.columnTypes) || !same(draft.samples, table.samples)) return table;
  return { ...table, headers: draft.headers, columnTypes: draft.columnTypes, samples: draft.samples };
}
