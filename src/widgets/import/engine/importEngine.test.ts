import { describe, expect, it } from 'vitest';
import { buildConversionPlan, planColumns } from '../logic/conversionPlan';
import { RowChunkDecoder } from '../logic/rowChunks';
import type { PreviewRow } from '../types';
import { computeDisabled } from '../logic/fieldDisabling';
import { initialMapping } from '../logic/mappingState';
import { normalizeSchema } from '../logic/normalizeSchema';
import { customersSchema } from '../testing/customersSchema';
import { fixtureBytes } from '../testing/readFixture';
import { ConversionCancelled, ImportClient } from './importClient';
import { CsvTokens, type CsvCells } from '../parse/csvTokens';
import { lazyPreview } from './lazyPreview';
import { PreviewJobs } from './previewJobs';
import { MAIN_SLOT, relatedSlot, type TableInfo } from './protocol';
import { inlineTransport } from './transport';

const fixtureBlob = (name: string) => new Blob([fixtureBytes(name) as BlobPart]);
const fields = normalizeSchema(customersSchema);

function autoPlan(headers: string[], types: Parameters<typeof initialMapping>[2]) {
  const mapping = initialMapping(fields, headers, types);
  return buildConversionPlan(fields, mapping, {}, computeDisabled(fields, mapping, {}));
}

describe('ImportClient with the engine', () => {
  it('opens a workbook: sheet names first, then the first sheet with detected types and progress', async () => {
    const client = new ImportClient(inlineTransport());
    const events: string[] = [];
    const table = await client.open(MAIN_SLOT, fixtureBlob('customers.xlsx'), 'customers.xlsx', true, {
      onProgress: (p) => events.push(p.phase),
      onSheets: (names) => events.push(`sheets:${names.join(',')}`),
    });
    expect(events).toEqual(['reading', 'parsing', 'sheets:לקוחות,טלפונים,הערות']);
    expect(table).toMatchObject({ sheetName: 'לקוחות', rowCount: 6 });
    expect(table.headers[1]).toBe('שם פרטי');
    expect(table.columnTypes.slice(6, 12)).toEqual(['date', 'date', 'datetime', 'boolean', 'boolean', 'number']);
    expect(table.samples[1]).toEqual(['דנה', 'יוסי', 'מיכל', 'Avi', 'נועה']);
    expect(client.tableVersion(MAIN_SLOT)).toBe(1);
    client.dispose();
  });

  it('loads another sheet and toggles the header row without reading the file again', async () => {
    const client = new ImportClient(inlineTransport());
    await client.open(MAIN_SLOT, fixtureBlob('customers.xls'), 'customers.xls', true);
    const phones = await client.loadSheet(MAIN_SLOT, 'טלפונים', true);
    expect(phones).toMatchObject({ sheetName: 'טלפונים', headers: ['קוד לקוח', 'טלפון', 'סוג'], rowCount: 7 });
    const noHeader = await client.loadSheet(MAIN_SLOT, 'טלפונים', false);
    expect(noHeader).toMatchObject({ headers: ['A', 'B', 'C'], rowCount: 8 });
    expect(client.tableVersion(MAIN_SLOT)).toBe(3);
    client.dispose();
  });

  it('lists the distinct values of a column, most frequent first', async () => {
    const client = new ImportClient(inlineTransport());
    await client.open(MAIN_SLOT, fixtureBlob('customers.csv'), 'customers.csv', true);
    const { values, total } = await client.distinct(MAIN_SLOT, 12, 10);
    expect(total).toBe(4);
    expect(values[0]).toEqual({ value: 'פעיל', count: 2 });
    expect(values.map((v) => v.value).sort()).toEqual(['VIP', 'לא פעיל', 'לקוח VIP', 'פעיל']);
    client.dispose();
  });

  it('converts in chunks, joining a related file', async () => {
    const client = new ImportClient(inlineTransport());
    const table = await client.open(MAIN_SLOT, fixtureBlob('customers.csv'), 'customers.csv', true);
    await client.open(relatedSlot('phones'), fixtureBlob('phones.xlsx'), 'phones.xlsx', true);
    const plan = autoPlan(table.headers, table.columnTypes);
    plan.related.push({
      fieldPath: 'phones',
      sourceKeyColumn: 0,
      relatedKeyColumn: 0,
      children: [
        {
          key: 'phones.value',
          label: 'מספר טלפון',
          column: 1,
          defaultValue: '',
          dataType: 'string',
          transformations: [],
          required: false,
          list: true,
          arrayPath: 'phones',
          childId: 'value',
        },
      ],
    });
    const chunks: number[] = [];
    const rows: PreviewRow[] = [];
    const decoder = new RowChunkDecoder(planColumns(plan).map((column) => column.key));
    await client.convert(plan, { phones: relatedSlot('phones') }, (message) => {
      chunks.push(message.converted);
      expect(message).toMatchObject({ total: 6 });
      rows.push(...decoder.decode(message.chunk).rows);
    }).done;
    expect(chunks).toEqual([6]);
    expect(rows.map((r) => r['phones.value'])).toEqual([
      '050-1234567; 03-5551234',
      '052-7654321',
      '054-1112233',
      '+972-58-9998877; 08-6123456',
      null,
      null,
    ]);
    client.dispose();
  });

  it('reads a large CSV file a chunk at a time: a draft first, its cells for the page, converting once it is read', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `C-${i},Name ${i},${i % 2 === 0 ? 'yes' : 'no'},${i}.5`);
    const text = ['קוד לקוח,שם פרטי,מנוי פעיל,יתרה', ...lines, 'C-last,Last,,abc,extra'].join('\n');
    const client = new ImportClient(inlineTransport());
    const drafts: TableInfo[] = [];
    const jobs = new PreviewJobs(client);
    let cells: CsvCells | undefined;
    const table = await client.open(MAIN_SLOT, new Blob([text]), 'big.csv', true, {
      onDraft: (draft) => {
        drafts.push(draft);
        jobs.prefetch(autoPlan(draft.headers, draft.columnTypes));
      },
      onCells: (sent) => (cells = sent),
    });
    expect(drafts).toHaveLength(1);
    expect(drafts[0].headers).toEqual(['קוד לקוח', 'שם פרטי', 'מנוי פעיל', 'יתרה']);
    expect(drafts[0].rowCount).toBeLessThan(60_001);
    // The last row has a fifth cell: the whole table is one column wider than its draft.
    expect(table.headers).toEqual(['קוד לקוח', 'שם פרטי', 'מנוי פעיל', 'יתרה', 'E']);
    expect(table.rowCount).toBe(60_001);
    const { rows, issues } = await jobs.run(autoPlan(drafts[0].headers, drafts[0].columnTypes));
    expect(rows).toHaveLength(60_001);
    expect(rows[59_999]).toMatchObject({
      __row: 59_999,
      first_name: 'Name 59999',
      subscribed: false,
      balance: 59_999.5,
    });
    expect(issues.get(rows[60_000])).toEqual(['balance']);
    // The page's preview from the cells the engine sent is the engine's own.
    const page = lazyPreview(CsvTokens.from(cells!), true, autoPlan(drafts[0].headers, drafts[0].columnTypes));
    expect(page.rows).toHaveLength(60_001);
    expect([page.rows[0], page.rows[59_999], page.rows[60_000]]).toEqual([rows[0], rows[59_999], rows[60_000]]);
    expect(page.issues.get(page.rows[60_000])).toEqual(['balance']);
    client.dispose();
  });

  it("drafts a large CSV file from its first bytes, or later when a column's samples lie further on", async () => {
    const draftOf = async (text: string) => {
      const client = new ImportClient(inlineTransport());
      const drafts: TableInfo[] = [];
      const events: string[] = [];
      const table = await client.open(MAIN_SLOT, new Blob([text]), 'big.csv', true, {
        onDraft: (draft) => drafts.push(draft) && events.push('draft'),
        onProgress: (progress) => events.push(progress.phase),
      });
      client.dispose();
      return { drafts, table, draftedBeforeParsing: events.indexOf('draft') < events.indexOf('parsing') };
    };
    const rows = (note: (i: number) => string) =>
      ['id,amount,note', ...Array.from({ length: 100_000 }, (_, i) => `${i},${i}.5,${note(i)}`)].join('\n');
    // Every column has its samples in the first 128 KB (about 6,000 rows): the draft is read from them.
    const early = await draftOf(rows((i) => `n${i}`));
    expect(early.drafts).toHaveLength(1);
    expect(early.drafts[0].rowCount).toBeLessThan(8_000);
    expect(early.draftedBeforeParsing).toBe(true);
    expect(early.drafts[0]).toMatchObject({
      headers: early.table.headers,
      columnTypes: early.table.columnTypes,
      samples: early.table.samples,
    });
    // The notes start after 40,000 rows: the draft waits until they are read.
    const late = await draftOf(rows((i) => (i < 40_000 ? '' : `n${i}`)));
    expect(late.drafts).toHaveLength(1);
    expect(late.drafts[0].rowCount).toBeGreaterThan(40_000);
    expect(late.draftedBeforeParsing).toBe(false);
    expect(late.drafts[0].samples[2]).toEqual(['n40000', 'n40001', 'n40002', 'n40003', 'n40004']);
    expect(late.table.rowCount).toBe(100_000);
  });

  it('sums up a large CSV file from its cells, and makes its rows when they are needed', async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) =>
      i % 1000 === 7 ? ' , ,' : `C-${i},${i % 3 === 0 ? 'a' : 'b'},`,
    );
    const client = new ImportClient(inlineTransport());
    const table = await client.open(
      MAIN_SLOT,
      new Blob([['id,kind,note', ...lines, '', ''].join('\n')]),
      'big.csv',
      true,
    );
    expect(table).toMatchObject({ headers: ['id', 'kind', 'note'], rowCount: 49_950 });
    expect((await client.distinct(MAIN_SLOT, 1, 5)).values).toEqual([
      { value: 'b', count: 33_299 },
      { value: 'a', count: 16_651 },
    ]);
    expect(await client.loadSheet(MAIN_SLOT, 'big', false)).toMatchObject({
      headers: ['A', 'B', 'C'],
      rowCount: 49_951,
    });
    client.dispose();
  });

  it('sends the cells of the main file only (a related file is joined by the engine)', async () => {
    const client = new ImportClient(inlineTransport());
    const sent: string[] = [];
    await client.open(relatedSlot('phones'), fixtureBlob('customers.csv'), 'customers.csv', true, {
      onCells: () => sent.push('related'),
    });
    await client.open(MAIN_SLOT, fixtureBlob('customers.csv'), 'customers.csv', true, {
      onCells: () => sent.push('main'),
    });
    expect(sent).toEqual(['main']);
    client.dispose();
  });

  it('reports a file it cannot read', async () => {
    const client = new ImportClient(inlineTransport());
    await expect(client.open(MAIN_SLOT, new Blob(['x']), 'notes.txt', true)).rejects.toThrow('Unsupported file type');
    client.dispose();
  });
});

describe('PreviewJobs', () => {
  it('reuses a conversion of the same plan and restarts for another', async () => {
    const client = new ImportClient(inlineTransport());
    const table = await client.open(MAIN_SLOT, fixtureBlob('customers.xlsx'), 'customers.xlsx', true);
    const jobs = new PreviewJobs(client);
    const plan = autoPlan(table.headers, table.columnTypes);
    jobs.prefetch(plan);
    const first = jobs.run(structuredClone(plan));
    const { rows, issues } = await first;
    expect(rows).toHaveLength(6);
    expect((await jobs.run(plan)).rows).toBe(rows);
    expect(rows.map((row) => issues.get(row))).toEqual([[], [], ['balance'], [], ['birth_date'], []]);
    expect(issues.get({ ...rows[2], balance: 5 })).toBeUndefined();
    expect(issues.get({ __row: 'new-1', first_name: 'x' })).toBeUndefined();

    const other = { ...plan, columns: plan.columns.slice(0, 1) };
    const progress: number[] = [];
    const { rows: otherRows } = await jobs.run(other, {}, (p) => progress.push(p.converted));
    expect(otherRows).not.toBe(rows);
    expect(Object.keys(otherRows[0])).toEqual(['__row', 'first_name']);
    expect(progress.at(-1)).toBe(6);
    client.dispose();
  });

  it('cancels a running conversion when the data changes', async () => {
    const client = new ImportClient(inlineTransport());
    const table = await client.open(MAIN_SLOT, fixtureBlob('customers.csv'), 'customers.csv', true);
    const jobs = new PreviewJobs(client);
    const running = jobs.run(autoPlan(table.headers, table.columnTypes));
    jobs.cancel();
    await expect(running).rejects.toBeInstanceOf(ConversionCancelled);
    client.dispose();
  });
});
