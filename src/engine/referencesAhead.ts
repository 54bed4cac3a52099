// The records a list page's rows refer to, asked for in one request per referenced resource as the page comes, into
// react-query's cache under react-admin's own key for a reference cell (useReference's), so that the cells find them
// there instead of asking each as they mount. Used with a page asked ahead of its list (all its rows: the list's code
// is still on its way) and by the list for its rows past the first screenful (./views/ReferencesAhead.tsx).
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { FieldSpec } from './fields';
import { markAskedAhead } from '../dataProvider/queryClient';

interface Ahead {
  rows: readonly RaRecord[];
  /** The list's columns shown, by field name. */
  columns: readonly string[];
  fields: Record<string, FieldSpec>;
  dataProvider: DataProvider;
  queryClient: QueryClient;
}

/** react-admin's key for one reference cell's record (useReference → useGetManyAggregate). */
const cellKey = (reference: string, id: Identifier) => [reference, 'getMany', { ids: [String(id)], meta: undefined }];

/** The ids each referenced resource is asked for: the rows' values in the reference columns. */
function referencedIds(rows: readonly RaRecord[], columns: readonly string[], fields: Record<string, FieldSpec>) {
  const byReference = new Map<string, Set<Identifier>>();
  for (const name of columns) {
    const spec = fields[name];
    if (spec?.kind !== 'reference') continue;
    const ids = byReference.get(spec.reference) ?? new Set<Identifier>();
    for (const row of rows) if (row[name] != null && row[name] !== '') ids.add(row[name] as Identifier);
    byReference.set(spec.reference, ids);
  }
  return byReference;
}

/** Asks for the records the rows refer to that no cell has asked for or holds yet; answers nothing, fails silently. */
export function askReferencesAhead({ rows, columns, fields, dataProvider, queryClient }: Ahead): void {
  if (!rows.length) return;
  for (const [reference, all] of referencedIds(rows, columns, fields)) {
    const ids = [...all].filter((id) => queryClient.getQueryState(cellKey(reference, id)) === undefined);
    if (!ids.length) continue;
    const askedAt = Date.now();
    void dataProvider
      .getMany(reference, { ids, meta: { silent: true } })
      .then(({ data: records }) => {
        for (const record of records) {
          const key = cellKey(reference, record.id);
          if (queryClient.getQueryState(key)?.status === 'success') continue;
          // dated when it was asked: what changed since, the record may lack (src/screens/notifications/feedFreshness.ts)
          queryClient.setQueryData(key, [record], { updatedAt: askedAt });
          markAskedAhead(hashKey(key), queryClient.getQueryState(key)!.dataUpdateCount);
        }
      })
      .catch(() => undefined);
  }
}
