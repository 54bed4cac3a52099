// The search benchmark's body (bench/search.bench.mjs runs it under tsx, once per backend): seeds BENCH_PEOPLE people
// and BENCH_PRODUCTS products (100,000 each by default), serves the real app on a free port, and times the command
// palette's query for each kind of term as the palette asks it: the people list and the product list, 5 records
// each, in parallel over HTTP. One palette query at a time (BENCH_RUNS of each kind after 3 unmeasured, every one a
// different query); prints one JSON line.
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/setup/migrate';
import { otherLayout } from '../../definitions/search/hebrewSearch';
import { FIRST_NAMES, LAST_NAMES } from '../../server/src/setup/demo/people';
import { benchConfig, benchToken } from '../bench-app';
import { seedPeople } from '../person/seed';
import { seedProducts } from '../products/seed';
import { WORDS } from '../products/words.mjs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Queries of each kind measured (after 3 unmeasured); 27 + 3 = the 30 surnames, so no query is asked twice. */
const RUNS = Number(process.env.BENCH_RUNS ?? 27);
const backend = process.argv[2] as 'pglite' | 'postgres';
const url = process.argv[3];
const dataDir = process.argv[4];

/** Person g's mobile as the person seed writes it: 05X and g in 7 digits. */
const mobile = (g: number) => `05${['0', '2', '3', '4', '8'][g % 5]}${String(g).padStart(7, '0')}`;
const isbnOf = (g: number) => {
  const d = `978${String(g).padStart(9, '0')}`;
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (sum % 10)) % 10);
};
const FIRST = FIRST_NAMES.map(([he]) => he);
const LAST = LAST_NAMES.map(([he]) => he);
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const WITH_FINAL = LAST.filter((name) => /[ךםןףץ]/.test(name));
const pick = <T>(list: T[], i: number) => list[i % list.length]!;
const someone = (i: number) => 1 + ((i * 7919) % PEOPLE);

/**
 * What staff type, as the n-th query of its kind (each query differs from the ones before it, so the person list's
 * page cache never answers): Hebrew as written, with points, with a final letter typed regular, on the English
 * layout; English; an e-mail, phones, a SKU, an ISBN.
 */
const TERMS: Record<string, (i: number) => string> = {
  'surname (many people)': (i) => pick(LAST, i),
  'final letter typed regular': (i) =>
    `${pick(FIRST, i)} ${pick(WITH_FINAL, i)}`.replace(/[ךםןףץ]/g, (letter) => FINALS[letter]!),
  'on the English layout': (i) => otherLayout(pick(LAST, i))!,
  'first and last name': (i) => `${pick(FIRST, i)} ${pick(LAST, i * 7)}`,
  'with points': (i) =>
    `${pick(FIRST, i).replace(/^(.)/, '$1\u05B8')} ${pick(LAST, i * 3).replace(/^(.)/, '$1\u05BC')}`,
  'two product words': (i) => `${pick(WORDS, i)} ${pick(WORDS, i * 3 + 1 + Math.floor(i / WORDS.length))}`,
  'two letters (word start)': (i) =>
    pick(WORDS, i).slice(Math.floor(i / WORDS.length), Math.floor(i / WORDS.length) + 2),
  'a number': (i) => String(someone(i)),
  'e-mail': (i) => `user${someone(i) - (someone(i) % 5)}@example.com`,
  'phone, dashed': (i) => {
    const phone = mobile(someone(i));
    return `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  },
  'phone, international': (i) => `+972 ${mobile(someone(i)).slice(1, 3)} ${mobile(someone(i)).slice(3)}`,
  SKU: (i) => `SKU-${String(1 + ((i * 7919) % PRODUCTS)).padStart(7, '0')}`,
  ISBN: (i) => isbnOf(1 + ((i * 7919) % PRODUCTS)),
  'nothing found': (i) => `zqx${pick([...'abcdefghijklmnopqrstuvw'], i)}${pick([...'klmnopqrstuvwxyzabcdefg'], i * 5)}`,
};

const database = await openDatabase(backend === 'postgres' ? { url } : { dataDir });
await migrateDatabase(database);
const { db } = database;
const seedStart = performance.now();
await seedPeople(db, PEOPLE);
await seedProducts(db, PRODUCTS);
const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;

const config = benchConfig(dataDir || '/tmp');
// a superuser: the bench measures the search, not the role check (a user without a role reads no list)
const token = await benchToken(db, config);
const app = await buildApp({ db, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

/** One list's answer: its total and how long it took. */
const list = async (path: string, q: string) => {
  const start = performance.now();
  const res = await fetch(`${base}${path}?limit=5&q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`${path} q=${q}: ${res.status} ${await res.text()}`);
  const { total } = (await res.json()) as { items: unknown[]; total: number };
  return { total, ms: performance.now() - start };
};
const palette = (q: string) => Promise.all([list('/person', q), list('/ecommerce/list_products', q)]);

const at = (sorted: number[], quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * quantile) - 1)]!;
const WARMUP = 3;
const round = (ms: number) => Math.round(ms * 10) / 10;
const terms: Record<
  string,
  { example: string; found: number; p50: number; p99: number; peopleP50: number; productsP50: number }
> = {};
for (const [label, term] of Object.entries(TERMS)) {
  const times: number[] = [];
  const peopleTimes: number[] = [];
  const productTimes: number[] = [];
  let found = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const start = performance.now();
    const [people, products] = await palette(term(i));
    if (i >= WARMUP) {
      times.push(performance.now() - start);
      peopleTimes.push(people!.ms);
      productTimes.push(products!.ms);
    }
    found += people!.total + products!.total;
  }
  for (const list of [times, peopleTimes, productTimes]) list.sort((a, b) => a - b);
  terms[label] = {
    example: term(0),
    found: Math.round(found / (WARMUP + RUNS)),
    p50: round(at(times, 0.5)),
    p99: round(at(times, 0.99)),
    peopleP50: round(at(peopleTimes, 0.5)),
    productsP50: round(at(productTimes, 0.5)),
  };
}
console.log(JSON.stringify({ backend, people: PEOPLE, products: PRODUCTS, runs: RUNS, seedSeconds, terms }));
await app.close();
await database.close();
