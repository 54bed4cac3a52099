// Writes the benchmark files: ROWS rows × the 20 columns of columns.json, as .xlsx (date cells, shared
// strings, compressed: like a workbook saved by Excel) and as .csv (dates in the formats the wizard reads).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { utils, write } from 'xlsx';

const columns = JSON.parse(readFileSync(new URL('./columns.json', import.meta.url), 'utf8'));

const FIRST = ['Dana', 'Yossi', 'Michal', 'Avi', 'Noa', 'Omer', 'Tamar', 'Eitan', 'Shira', 'Lior'];
const LAST = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Katz', 'Azoulay'];
const CITY = ['Tel Aviv', 'Haifa', 'Jerusalem', 'Beer Sheva', 'Eilat', 'Netanya', 'Ashdod', 'Holon'];
const DAY = 864e5;
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** One cell: `date` values are UTC midnights (the wall-clock date), as a spreadsheet stores them. */
function cell(gen, r) {
  switch (gen) {
    case 'id':
      return `C-${100000 + r}`;
    case 'first':
      return FIRST[r % FIRST.length];
    case 'last':
      return LAST[(r * 7) % LAST.length];
    case 'email':
      return `customer${r}@example.co.il`;
    case 'phone':
      return `05${r % 10}-${pad((r * 7919) % 10000000, 7)}`;
    case 'city':
      return CITY[r % CITY.length];
    case 'street':
      return `Herzl ${1 + (r % 180)}`;
    case 'notes':
      return r % 3 === 0 ? `Called on ${(r % 28) + 1}/3, wants a callback` : 'Regular customer';
    case 'money':
      return Math.round((r * 37) % 100000) / 100;
    case 'count':
      return (r * 13) % 500;
    case 'ratio':
      return ((r % 20) * 5) / 100;
    case 'date':
      return new Date(Date.UTC(2015, 0, 1) + ((r * 17) % 3650) * DAY);
    case 'birth':
      return new Date(Date.UTC(1950, 0, 1) + ((r * 31) % 18000) * DAY);
    case 'datetime':
      return new Date(Date.UTC(2024, 0, 1) + ((r * 7) % 365) * DAY + ((r * 61) % 1440) * 60000);
    case 'bool':
      return r % 2 === 0;
    case 'yesno':
      return r % 3 === 0 ? 'yes' : 'no';
    case 'status':
      return ['active', 'inactive', 'vip'][r % 3];
    case 'tier':
      return ['bronze', 'silver', 'gold'][r % 3];
    default:
      throw new Error(gen);
  }
}

const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** CSV text of a cell: each date column in another of the listed formats. */
function csvText(column, value) {
  if (value instanceof Date) {
    const [y, m, d] = ymd(value).split('-');
    if (column.gen === 'birth') return `${d}/${m}/${y}`;
    if (column.id === 'renewal_date') return `${d}.${m}.${y}`;
    if (column.gen === 'datetime') return `${y}-${m}-${d} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return `${y}-${m}-${d}`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function generate(dir, rows) {
  const header = columns.map((c) => c.label);
  const data = [header];
  const csv = [header.join(',')];
  for (let r = 0; r < rows; r++) {
    const values = columns.map((c) => cell(c.gen, r));
    data.push(values);
    csv.push(values.map((v, i) => csvText(columns[i], v)).join(','));
  }
  const sheet = utils.aoa_to_sheet(data, { cellDates: true, dense: true });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Customers');
  const files = { xlsx: path.join(dir, `customers-${rows}.xlsx`), csv: path.join(dir, `customers-${rows}.csv`) };
  writeFileSync(files.xlsx, write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }));
  writeFileSync(files.csv, csv.join('\n') + '\n');
  return files;
}
