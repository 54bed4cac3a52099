// The records a page's later rows refer to, asked for with the first rows' own. A list draws its first rows at once
// and the rest after (./firstRowsFirst.tsx); each reference cell asks for its record as it mounts, so the later rows'
// records came in a second request once they were drawn. They are asked for here in one request per referenced
// resource as the page comes, and go into react-query's cache under react-admin's own key for a reference cell
// (useReference's), so the cells find them there.
import { useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../fields';
import { markAskedAhead } from '../../dataProvider/queryClient';
import { FIRST_ROWS } from './firstRowsFirst';

interface Props {
  /** The list's columns shown, by field name. */
  columns: string[];
  fields: Record<string, FieldSpec>;
}

/** react-admin's key for one reference cell's record (useReference → useGetManyAggregate). */
const cellKey = (reference: string, id: Identifier) => [reference, 'getMany', { ids: [String(id)], meta: undefined }];

/** Asks for the records the page's rows past the first screenful refer to; draws nothing. */
export const ReferencesAhead = ({ columns, fields }: Props) => {
  const { data } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  useEffect(() => {
    const later: RaRecord[] = data?.slice(FIRST_ROWS) ?? [];
    if (!later.length) return;
    const byReference = new Map<string, Set<Identifier>>();
    for (const name of columns) {
      const spec = fields[name];
      if (spec?.kind !== 'reference') continue;
      const ids = byReference.get(spec.reference) ?? new Set<Identifier>();
      for (const row of later) if (row[name] != null && row[name] !== '') ids.add(row[name] as Identifier);
      byReference.set(spec.reference, ids);
    }
    for (const [reference, all] of byReference) {
      // what a cell has asked for or holds already is left to it
      const ids = [...all].filter((id) => queryClient.getQueryState(cellKey(reference, id)) === undefined);
      if (!ids.length) continue;
      const askedAt = Date.now();
      void dataProvider
        .getMany(reference, { ids, meta: { silent: true } })
        .then(({ data: records }) => {
          for (const record of records) {
            const key = cellKey(reference, record.id);
            if (queryClient.getQueryState(key)?.status === 'success') continue;
            queryClient.setQueryData(key, [record], { updatedAt: askedAt });
            markAskedAhead(hashKey(key), queryClient.getQueryState(key)!.dataUpdateCount);
          }
        })
        .catch(() => undefined);
    }
  }, [data, columns, fields, dataProvider, queryClient]);
  return null;
};
