// One rule for a window, on both sides: runsAt (definitions/entity/running.ts) judging values already read, and
// runningAt (this folder) as SQL, answer alike at every boundary: the start is in, the end is out, a missing end is open.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsAt, type WindowEnd } from '../../../definitions/entity/running';
import { openDatabase, type Database } from './client';
import { rowsOf } from './raw-sql';
import { runningAt } from './running-at';

const START = '2031-03-01T10:00:00.000Z';
const END = '2031-03-08T10:00:00.000Z';
const ms = (iso: string, delta = 0) => new Date(Date.parse(iso) + delta).toISOString();

const cases: Array<[label: string, start: WindowEnd, end: WindowEnd, at: string, runs: boolean]> = [
  ['just before the start', START, END, ms(START, -1), false],
  ['exactly at the start', START, END, START, true],
  ['inside', START, END, '2031-03-04T00:00:00.000Z', true],
  ['just before the end', START, END, ms(END, -1), true],
  ['exactly at the end', START, END, END, false],
  ['after the end', START, END, ms(END, 1), false],
  ['no start: long before the end', null, END, '2000-01-01T00:00:00.000Z', true],
  ['no start: exactly at the end', null, END, END, false],
  ['no end: just before the start', START, null, ms(START, -1), false],
  ['no end: exactly at the start', START, null, START, true],
  ['no end: long after', START, null, '2099-01-01T00:00:00.000Z', true],
  ['neither end', null, null, '2031-03-01T10:00:00.000Z', true],
  ['ends written with an offset are the same instants', '2031-03-01T12:00:00+02:00', END, START, true],
  ['an end as the database writes it', START, '2031-03-08 10:00:00+00', END, false],
];

describe('runsAt: a window from its start, included, until its end, excluded', () => {
  it.each(cases)('%s', (_label, start, end, at, runs) => {
    expect(runsAt(start, end, new Date(at))).toBe(runs);
    expect(runsAt(start, end, Date.parse(at))).toBe(runs);
  });

  it('takes Date ends as well as text', () => {
    expect(runsAt(new Date(START), new Date(END), new Date(START))).toBe(true);
    expect(runsAt(new Date(START), new Date(END), new Date(END))).toBe(false);
  });
});

const databases: Array<[string, () => Promise<Database>]> = [['pglite', () => openDatabase()]];
if (process.env.TEST_DATABASE_URL)
  databases.push(['postgres', () => openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 })]);

describe.each(databases)('runningAt in SQL (%s) answers as runsAt', (_name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  const inSql = async (start: WindowEnd, end: WindowEnd, at: string | ReturnType<typeof sql>) => {
    const value = (end: WindowEnd) => sql`${end instanceof Date ? end.toISOString() : (end ?? null)}::timestamptz`;
    const result = await database.db.execute(sql`select ${runningAt(value(start), value(end), at)} as runs`);
    return rowsOf<{ runs: boolean }>(result)[0].runs;
  };

  it.each(cases)('%s', async (_label, start, end, at, runs) => {
    expect(await inSql(start, end, at)).toBe(runs);
  });

  it('takes the moment as an expression too (now())', async () => {
    expect(await inSql(null, ms(new Date().toISOString(), 60_000), sql`now()`)).toBe(true);
    expect(await inSql(ms(new Date().toISOString(), 60_000), null, sql`now()`)).toBe(false);
  });
});
