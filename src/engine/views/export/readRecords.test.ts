import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX, exportedRecords, pagedRecords } from './readRecords';

/** An NDJSON answer arriving in pieces cut anywhere, a line split across two of them. */
function streamed(pieces: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('export reading', () => {
  it("reads a factory export's records in order across pieces that cut lines, telling progress against its total", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        streamed(['{"total":3}\n{"id":3,"name":"גי', 'מל"}\n{"id":2,"name":"בית"}\n{"id":1,', '"name":"אלף"}\n']),
      );
    vi.stubGlobal('fetch', fetch);
    const told: Array<[number, number]> = [];
    const records = await exportedRecords(
      '/authors/export',
      { q: 'א', sort: 'id', order: 'desc' },
      'xlsx',
      (done, of) => told.push([done, of]),
    );
    expect(records.map((r) => r.name)).toEqual(['גימל', 'בית', 'אלף']);
    expect(told[0]).toEqual([0, 3]);
    expect(told.at(-1)).toEqual([3, 3]);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toMatch(/\/authors\/export$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'א', sort: 'id', order: 'desc', format: 'xlsx' });
  });

  it('rejects a refused export with its status, so the person is told why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ detail: "The user doesn't have enough privileges" }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(exportedRecords('/authors/export', {}, 'csv', () => undefined)).rejects.toMatchObject({ status: 403 });
  });

  it('reads a list page by page until a short page, never past the export limit', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const readPage = vi.fn(async (skip: number, size: number) => rows.slice(skip, skip + size));
    expect(await pagedRecords(readPage, 25, 10, () => undefined)).toEqual(rows);
    expect(readPage.mock.calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(await pagedRecords(readPage, 12, 10, () => undefined)).toHaveLength(12);
    const endless = vi.fn(async (_skip: number, size: number) => Array.from({ length: size }, () => 0));
    expect(await pagedRecords(endless, EXPORT_MAX * 2, 5000, () => undefined)).toHaveLength(EXPORT_MAX);
  });
});
