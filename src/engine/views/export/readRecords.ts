// How an export reads its records: from a factory list's export route in one streamed answer, or a page at a time.
import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import { requestLines, type QueryValue } from '../../../dataProvider/http';

/** The most records one export holds (server/src/crud/export.ts EXPORT_MAX). */
export const EXPORT_MAX = 50_000;

type Progress = (done: number, of: number) => void;
/** Progress is told every this many records (and at the end). */
const TELL_EVERY = 250;

/**
 * Every record a factory list's export route gives for the list's query (its first line is `{total}`), with
 * progress as they arrive.
 */
export async function exportedRecords(
  path: string,
  query: Record<string, QueryValue>,
  format: 'csv' | 'xlsx',
  progress: Progress,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  let total: number | undefined;
  await requestLines(
    path,
    (line) => {
      if (total === undefined) {
        total = (line as { total: number }).total;
        return progress(0, total);
      }
      records.push(line as RaRecord);
      if (records.length % TELL_EVERY === 0) progress(records.length, total);
    },
    { query: { ...query, format }, silent: true },
  );
  progress(records.length, total ?? records.length);
  return records;
}

/** The records of a list read `size` at a time from its start (`skip` a multiple of `size`), up to `of` (at most EXPORT_MAX), with progress. */
export async function pagedRecords<T>(
  readPage: (skip: number, size: number) => Promise<T[]>,
  of: number,
  size: number,
  progress: Progress,
): Promise<T[]> {
  const wanted = Math.min(of, EXPORT_MAX);
  const records: T[] = [];
  while (records.length < wanted) {
    const page = await readPage(records.length, size);
    records.push(...page.slice(0, wanted - records.length));
    progress(records.length, wanted);
    if (page.length < size) break;
  }
  return records;
}

/** A list's pages as `pagedRecords` reads them: `size` records from `skip`, filtered and sorted as shown. */
export const listPages =
  <T extends RaRecord>(
    dataProvider: DataProvider,
    routeName: string,
    { sort, filter }: Pick<GetListParams, 'sort' | 'filter'>,
  ) =>
  async (skip: number, size: number): Promise<T[]> =>
    (await dataProvider.getList<T>(routeName, { pagination: { page: skip / size + 1, perPage: size }, sort, filter }))
      .data;
