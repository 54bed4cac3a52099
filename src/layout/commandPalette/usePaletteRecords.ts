import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import type { AppResource } from '../../engine/resourceTypes';
import { recordPath, type PaletteItem } from './paletteItems';

const PER_RESOURCE = 5;
const paletteKeys = queryKeysOf('palette');

/** The records whose lists find what was typed (two letters or more), a few per list, while the palette is open. */
export function usePaletteRecords(searchable: readonly AppResource[], typed: string, open: boolean) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: paletteKeys.of('records', typed),
    enabled: open && typed.length >= 2,
    queryFn: async ({ signal }) => {
      // Each list's own search (the server's, indexed): it reads the words in the Hebrew normal form and in either
      // keyboard layout (server/src/db/text-search.ts), so the query goes as typed, once per list.
      const found = await Promise.all(
        searchable.map((r) =>
          dataProvider
            .getList(r.routeName, {
              pagination: { page: 1, perPage: PER_RESOURCE },
              sort: { field: '', order: 'ASC' },
              filter: { q: typed },
              signal,
            })
            .then(({ data }) =>
              data.map((record): PaletteItem => ({
                kind: 'record',
                label: r.represent(record),
                detail: translate(`resources.${r.name}.name`, { smart_count: 1, _: r.name }),
                path: recordPath(r, record.id),
              })),
            )
            .catch(() => [] as PaletteItem[]),
        ),
      );
      return found.flat();
    },
  });
}
