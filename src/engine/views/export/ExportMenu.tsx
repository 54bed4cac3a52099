import type { RaRecord } from 'ra-core';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { listQuery } from '../../../dataProvider/createDataProvider';
import type { AppResource } from '../../resourceTypes';
import { optionTextOf } from '../../fields';
import { askToExport } from './askToExport';
import { ExportButton } from './ExportButton';
import { exportTable } from './exportRows';
import { exportedRecords, listPages, pagedRecords } from './readRecords';

/** A list outside the factory is read in pages of this size. */
const PAGE = 1000;

/**
 * Export of the list as it is filtered and sorted now, as CSV or .xlsx, with progress while the records are read:
 * through the entity's export route (one streamed answer; the server checks the role's export right and records it),
 * or, for a list outside the factory, page by page once the server has allowed it.
 */
export const ExportMenu = ({ resource }: { resource: AppResource }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();

  const readAll = async (progress: (done: number, of: number) => void, format: 'csv' | 'xlsx'): Promise<RaRecord[]> => {
    const { api } = resource;
    if (api.export && api.list) {
      const {
        skip: _skip,
        offset: _offset,
        limit: _limit,
        ...query
      } = listQuery(api.list, { sort, filter: filterValues });
      return exportedRecords(api.export, query, format, progress);
    }
    await askToExport(resource.name, format, total ?? 0);
    return pagedRecords(
      listPages(dataProvider, resource.routeName, { sort, filter: filterValues }),
      total ?? 0,
      PAGE,
      progress,
    );
  };

  const load = async (progress: (done: number, of: number) => void, format: 'csv' | 'xlsx') => {
    const records = await readAll(progress, format);
    const names: Record<string, Map<unknown, string>> = {};
    for (const column of resource.exportFields) {
      const spec = resource.fields[column];
      if (spec?.kind !== 'reference') continue;
      const ids = [...new Set(records.map((r) => r[column]).filter((v) => v !== null && v !== undefined))];
      if (!ids.length) continue;
      names[column] = new Map();
      // in parts: a list takes at most 1,000 ids at once
      for (let from = 0; from < ids.length; from += PAGE) {
        const { data } = await dataProvider.getMany(spec.reference, { ids: ids.slice(from, from + PAGE) });
        for (const r of data) names[column].set(r.id, optionTextOf(spec, r));
      }
    }
    const { header, rows } = exportTable(
      resource.name,
      resource.fields,
      resource.exportFields,
      records,
      translate,
      names,
    );
    return {
      header,
      rows,
      filename: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }),
    };
  };

  return <ExportButton total={total} load={load} />;
};
