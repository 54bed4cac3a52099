import type { TableInfo } from './protocol';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The whole table of a file whose draft was shown: with the draft's own columns (the same arrays) when they
 * are the same, so what was drawn from them (the mapping) is not drawn again for a new row count.
 */
export function withDraftColumns(draft: TableInfo, table: TableInfo): TableInfo {
  if (
    !same(draft.headers, table.headers) ||
    !same(draft.columnTypes, table.columnTypes) ||
    !same(draft.samples, table.samples)
  )
    return table;
  return { ...table, headers: draft.headers, columnTypes: draft.columnTypes, samples: draft.samples };
}

/**
 * Whether a mapping of the draft holds for the whole table: the same columns, named and typed alike, first
 * (a wider row further on may add columns after them). A draft read from a file's first bytes may differ,
 * rarely, when the rest of the file decides its text encoding otherwise.
 */
export function draftHolds(draft: TableInfo, table: TableInfo): boolean {
  return draft.headers.every(
    (header, c) => table.headers[c] === header && table.columnTypes[c] === draft.columnTypes[c],
  );
}
