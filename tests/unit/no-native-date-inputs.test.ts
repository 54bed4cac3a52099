// No native date, time or date-time input anywhere in the admin: browsers draw them in their own locale and order
// (11/25/2026, 10:15 AM in a Hebrew screen). Dates are typed in the product's one date, date-time and time inputs
// (src/widgets/date, src/widgets/dateTime); react-admin's DateInput, DateTimeInput and TimeInput are native ones.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** A native date input written as JSX, as props, or taken from react-admin. */
const NATIVE = [
  /type\s*=\s*\{?\s*["'`](date|time|datetime-local|month|week)["'`]/g,
  /\btype\s*:\s*["'`](date|time|datetime-local|month|week)["'`]/g,
  /\btype\s*=\s*\{[^}]*\?\s*["'`](date|time|datetime-local)["'`]/g,
  /import\s*\{[^}]*\b(DateInput|DateTimeInput|TimeInput)\b[^}]*\}\s*from\s*["']react-admin["']/g,
];

const nativeDateInputs = (text: string): string[] =>
  NATIVE.flatMap((rule) => [...text.matchAll(rule)].map((match) => match[0].replace(/\s+/g, ' ')));

describe('no native date inputs', () => {
  it('finds them written every way they can be', () => {
    expect(nativeDateInputs('<TextField type="date" />')).toHaveLength(1);
    expect(nativeDateInputs("<input type={'datetime-local'} />")).toHaveLength(1);
    expect(nativeDateInputs("<TextField type={kind === 'date' ? 'date' : 'text'} />")).toHaveLength(1);
    expect(nativeDateInputs("slotProps={{ htmlInput: { type: 'time' } }}")).toHaveLength(1);
    expect(nativeDateInputs("import { DateTimeInput, Form } from 'react-admin';")).toHaveLength(1);
    expect(nativeDateInputs("import {\n  ArrayInput,\n  DateTimeInput,\n} from 'react-admin';")).toHaveLength(1);
    expect(nativeDateInputs("import { DateInput } from '../widgets/date/DateInput';")).toHaveLength(0);
    expect(nativeDateInputs('<TextField type="search" />')).toHaveLength(0);
  });

  it('has none in the admin', () => {
    const found = sources(path.join(ROOT, 'src')).flatMap((file) =>
      nativeDateInputs(readFileSync(file, 'utf8')).map((found) => `${path.relative(ROOT, file)}: ${found}`),
    );
    expect(found).toEqual([]);
  });
});
