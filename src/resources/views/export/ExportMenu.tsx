import type { RaRecord } from 'ra-core';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppResource } from '../../defineResource';
import { ExportButton } from './ExportButton';
import { exportTable } from './exportRows';

/** Records are read in pages of this size; an export stops at EXPORT_MAX. */
const PAGE = 1000;
export const EXPORT_MAX = 50_000;

/** Export of the list as it is filtered and sorted now, as CSV or .xlsx, with progress while the records are read. */
export const ExportMenu = ({ resource }: { resource: AppResource }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();

  const load = async (progress: (done: number, of: number) => void) => {
    const of = Math.min(total ?? EXPORT_MAX, EXPORT_MAX);
    const records: RaRecord[] = [];
    for (let page = 1; records.length < of; page += 1) {
      const { data } = await dataProvider.getList(resource.routeName, { pagination: { page, perPage: PAGE }, sort, filter: filterValues });
      records.push(...data);
      progress(records.length, of);
      if (data.length < PAGE) break;
    }
    const names: Record<string, Map<unknown, string>> = {};
    for (const column of resource.exportFields) {
      const spec = resource.fields[column];
      if (spec?.kind !== 'reference') continue;
      const ids = [...new Set(records.map((r) => r[column]).filter((v) => v !== null && v !== undefined))];
      if (!ids.length) continue;
      const { data } = await dataProvider.getMany(spec.reference, { ids });
      names[column] = new Map(data.map((r) => [r.id, String(r[spec.optionText] ?? r.id)]));
    }
    const { header, rows } = exportTable(resource.name, resource.fields, resource.exportFields, records, translate, names);
    return { header, rows, filename: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }) };
  };

  return <ExportButton total={total} load={load} source={resource.name} />;
};
