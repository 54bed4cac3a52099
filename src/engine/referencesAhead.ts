// The records a list page's rows refer to, asked for in one request per referenced resource as the page comes, into
// react-query's cache under react-admin's own key for a reference cell (useReference's), so that the cells find them
// there instead of asking each as they mount; and the files its cells show (their records, then their pictures), so
// that a page of covers is not three waves (the page, then the cells' records, then the pictures) but one. Used with a page asked ahead of its list (all its rows: the list's code
// is still on its way) and by the list for its rows past the first screenful (./views/ReferencesAhead.tsx).
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { FieldSpec } from './fields';
import { markAskedAhead } from '../dataProvider/queryClient';
import { fileQueryKey, loadFileRecord, pictureOf, RECORD_STALE_MS, type FileRecord } from '../widgets/files/records';

interface Ahead {
  rows: readonly RaRecord[];
  /** The list's columns shown, by field name. */
  columns: readonly string[];
  fields: Record<string, FieldSpec>;
  dataProvider: DataProvider;
  queryClient: QueryClient;
}

/** react-admin's key for a reference cell's records (useReference and ReferenceArrayField → useGetManyAggregate). */
const cellKey = (reference: string, ids: readonly Identifier[]) => [
  reference,
  'getMany',
  { ids: ids.map(String), meta: undefined },
];

/** A reference cell's value as the ids it shows: one (a reference) or a list (references). */
function idsOf(spec: FieldSpec, value: unknown): Identifier[] {
  if (spec.kind === 'reference') return value == null || value === '' ? [] : [value as Identifier];
  return Array.isArray(value) ? (value as Identifier[]) : [];
}

/** The cells of the rows that show other records, by the resource they show: each cell's ids. */
function referenceCells(rows: readonly RaRecord[], columns: readonly string[], fields: Record<string, FieldSpec>) {
  const byReference = new Map<string, Identifier[][]>();
  for (const name of columns) {
    const spec = fields[name];
    if (spec?.kind !== 'reference' && spec?.kind !== 'references') continue;
    const cells = byReference.get(spec.reference) ?? [];
    for (const row of rows) {
      const ids = idsOf(spec, row[name]);
      if (ids.length) cells.push(ids);
    }
    byReference.set(spec.reference, cells);
  }
  return byReference;
}

const FILE_KINDS = new Set(['image', 'images', 'file', 'files']);

/** The files the rows' cells show: a list cell shows the first of a field's files. */
function shownFiles(rows: readonly RaRecord[], columns: readonly string[], fields: Record<string, FieldSpec>) {
  const keys = new Set<string>();
  for (const name of columns) {
    if (!FILE_KINDS.has(fields[name]?.kind ?? '')) continue;
    for (const row of rows) {
      const value: unknown = row[name];
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first !== '') keys.add(first);
    }
  }
  return keys;
}

/** The records of the files the rows show (one request), and their pictures into the browser's cache. */
function askFilesAhead(
  rows: readonly RaRecord[],
  columns: readonly string[],
  fields: Record<string, FieldSpec>,
  queryClient: QueryClient,
) {
  for (const pathKey of shownFiles(rows, columns, fields)) {
    const queryKey = fileQueryKey(pathKey);
    if (queryClient.getQueryState(queryKey) !== undefined) continue;
    void queryClient
      .fetchQuery({ queryKey, queryFn: () => loadFileRecord(pathKey), staleTime: RECORD_STALE_MS })
      .then((record: FileRecord | null) => {
        // a record that carries its cell's picture needs no bytes fetched for it
        const src = record && !record.cell_picture ? pictureOf(record) : undefined;
        if (src) new Image().src = src;
      })
      .catch(() => undefined);
  }
}

/** Records asked for ahead and still on their way, by resource: the ids asked and the answer (undefined: it failed). */
const onTheWay = new Map<string, Set<{ ids: Set<string>; answer: Promise<RaRecord[] | undefined> }>>();

/**
 * The records asked for ahead that answer a cell's request (every one of its ids among those asked), while on their
 * way: a list drawn before they come joins them instead of asking again (joiningAhead, src/engine/prefetchFirstPage.ts).
 */
export async function recordsAhead(reference: string, ids: readonly Identifier[]): Promise<RaRecord[] | undefined> {
  const wanted = ids.map(String);
  for (const ahead of onTheWay.get(reference) ?? []) {
    if (!wanted.every((id) => ahead.ids.has(id))) continue;
    const byId = new Map((await ahead.answer)?.map((record) => [String(record.id), record]));
    const records = wanted.map((id) => byId.get(id));
    return records.includes(undefined) ? undefined : (records as RaRecord[]);
  }
  return undefined;
}

/** Asks for `ids` of `reference`, known as on their way until they have come. */
function askRecords(dataProvider: DataProvider, reference: string, ids: Identifier[]): Promise<RaRecord[] | undefined> {
  const answer = dataProvider
    .getMany(reference, { ids, meta: { silent: true } })
    .then(({ data }) => data)
    .catch(() => undefined);
  const entry = { ids: new Set(ids.map(String)), answer };
  const all = onTheWay.get(reference) ?? new Set();
  onTheWay.set(reference, all.add(entry));
  void answer.then(() => all.delete(entry));
  return answer;
}

/**
 * Asks for the records the rows refer to that no cell has asked for or holds yet, and the files they show; answers
 * nothing, fails silently.
 */
export function askReferencesAhead({ rows, columns, fields, dataProvider, queryClient }: Ahead): void {
  if (!rows.length) return;
  askFilesAhead(rows, columns, fields, queryClient);
  for (const [reference, all] of referenceCells(rows, columns, fields)) {
    const cells = all.filter((ids) => queryClient.getQueryState(cellKey(reference, ids)) === undefined);
    const ids = [...new Set(cells.flat())];
    if (!ids.length) continue;
    const askedAt = Date.now();
    void askRecords(dataProvider, reference, ids).then((data) => {
      if (!data) return;
      const byId = new Map(data.map((record) => [String(record.id), record]));
      for (const cell of cells) {
        const records = cell.map((id) => byId.get(String(id)));
        const key = cellKey(reference, cell);
        if (records.includes(undefined) || queryClient.getQueryState(key)?.status === 'success') continue;
        // dated when it was asked: what changed since, the record may lack (src/screens/notifications/feedFreshness.ts)
        queryClient.setQueryData(key, records, { updatedAt: askedAt });
        markAskedAhead(hashKey(key), queryClient.getQueryState(key)!.dataUpdateCount);
      }
    });
  }
}
