import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { matchesQuery } from '../../definitions/search/hebrewSearch';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLocaleLowerCase();

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b));
};

/**
 * For routes that answer the whole list in one call: search (`q`, every word in the text values, Hebrew-aware, unless
 * the server searched), sort and page in the browser, so the list behaves like a server-paged one.
 */
export function pageInBrowser(
  items: RaRecord[],
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  serverSearched: boolean,
): GetListResult {
  const q = text(params.filter?.q).trim();
  // every word in the record's values, the Hebrew-aware way (as the server searches: db/text-search.ts)
  const searched = (item: RaRecord) =>
    matchesQuery(
      Object.values(item)
        .filter((v) => typeof v !== 'object')
        .map(text)
        .join(' '),
      q,
    );
  let rows = q && !serverSearched ? items.filter(searched) : items;
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  if (field) {
    const direction = order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * compare(a[field], b[field]));
  }
  const { page = 1, perPage = rows.length || 1 } = params.pagination ?? {};
  const start = (page - 1) * perPage;
  return { data: rows.slice(start, start + perPage), total: rows.length };
}
