import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cellBuffers, CsvTokenizer, tokenizeCsv, type CsvTokens } from './csvTokens';
import { fixtureBytes } from '../testing/readFixture';
import { decodeText } from './decodeText';
import { detectCsvFormat, type CsvFormat } from './readCsv';

const COMMA: CsvFormat = { delimiter: ',', newline: '\n' };

/** The rows as papaparse gives them with the worker's options (blank lines skipped). */
function papaRows(text: string, format: CsvFormat): string[][] {
  return Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    delimiter: format.delimiter,
    newline: format.newline as Papa.ParseConfig['newline'],
  }).data;
}

/** The tokens' rows, blank lines (one empty cell) left out as papaparse leaves them out. */
function tokenRows(tokens: CsvTokens): string[][] {
  const rows: string[][] = [];
  for (let r = 0; r < tokens.rowCount; r++) {
    const [row] = tokens.rows(r, r + 1);
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
  }
  return rows;
}

describe('tokenizeCsv', () => {
  it('reads cells, quoted cells with delimiters, line breaks and doubled quotes', () => {
    const tokens = tokenizeCsv('a,b,c\n"x, y","line\nbreak","say ""hi"""\n\n1,,3\n', COMMA);
    expect(tokenRows(tokens)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'line\nbreak', 'say "hi"'],
      ['1', '', '3'],
    ]);
    expect(tokens.cell(0, 5)).toBeUndefined();
    expect(tokens.unterminatedQuote).toBe(false);
  });

  it('tells blank cells and rows without making strings of visible ones', () => {
    const tokens = tokenizeCsv('a, ,\u00a0\n , ,\nדנה, x,"  ",""""\n\u00a0y,\u3000,\u05d0\n', COMMA);
    expect([tokens.isBlank(0, 0), tokens.isBlank(0, 1), tokens.isBlank(0, 2), tokens.isBlank(0, 9)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(tokens.isBlankRow(0)).toBe(false);
    expect(tokens.isBlankRow(1)).toBe(true);
    expect([0, 1, 2, 3].map((c) => tokens.isBlank(2, c))).toEqual([false, false, true, false]);
    expect([0, 1, 2].map((c) => tokens.isBlank(3, c))).toEqual([false, true, false]);
  });

  it('keeps a quote that closes nothing, and takes the rest of the text into a quote never closed', () => {
    expect(tokenRows(tokenizeCsv('5" screen,"a"b,c\n', COMMA))).toEqual(papaRows('5" screen,"a"b,c\n', COMMA));
    const open = tokenizeCsv('a,"never closed\nb,c', COMMA);
    expect(tokenRows(open)).toEqual(papaRows('a,"never closed\nb,c', COMMA));
    expect(open.unterminatedQuote).toBe(true);
  });

  it('reads the test files exactly as papaparse does (Hebrew, Windows line breaks, semicolons)', () => {
    for (const name of ['customers.csv', 'phones.csv']) {
      const text = decodeText(fixtureBytes(name));
      const format = detectCsvFormat(text);
      expect(tokenRows(tokenizeCsv(text, format)), name).toEqual(papaRows(text, format));
    }
    for (const format of [
      { delimiter: ';', newline: '\r\n' },
      { delimiter: '\t', newline: '\r' },
    ]) {
      const text = ['שם;"עיר; מחוז"', '"דנה ""הגדולה""";תל אביב', '', 'יוסי;']
        .join(format.newline)
        .replaceAll(';', format.delimiter);
      expect(tokenRows(tokenizeCsv(text, format))).toEqual(papaRows(text, format));
    }
  });

  it('agrees with papaparse on thousands of random texts of quotes, delimiters, spaces and line breaks', () => {
    // A small generator with a fixed seed: the same texts on every run.
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = ['a', 'bc', 'ש', ' ', '"', '""', ',', '\n', '\r\n', '  ', 'x"y'];
    for (let i = 0; i < 3000; i++) {
      const format = random() < 0.5 ? COMMA : { delimiter: ',', newline: '\r\n' };
      const text = Array.from(
        { length: 1 + Math.floor(random() * 30) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const tokens = tokenizeCsv(text, format);
      expect(tokenRows(tokens), JSON.stringify(text)).toEqual(papaRows(text, format));
      // A cell is blank exactly when its text is only white space.
      for (let r = 0; r < tokens.rowCount; r++) {
        for (let c = 0; c < tokens.width(r); c++)
          expect(tokens.isBlank(r, c), JSON.stringify(text)).toBe(tokens.cell(r, c)!.trim() === '');
      }
    }
  });

  it('gives its cells to another thread as copies: handing them over leaves its own whole', () => {
    const tokens = tokenizeCsv('a,b\n"c ""q""",d\n', COMMA);
    const cells = tokens.cells();
    structuredClone(cells, { transfer: cellBuffers(cells) });
    expect(cells.cellStart.length).toBe(0);
    expect(tokens.rows(0, 2)).toEqual([
      ['a', 'b'],
      ['c "q"', 'd'],
    ]);
  });

  it('reads a stretch at a time to the same cells', () => {
    const text = Array.from({ length: 500 }, (_, i) => `${i},"name ${i}, jr",x`).join('\n');
    const tokenizer = new CsvTokenizer(text, COMMA);
    let steps = 0;
    while (!tokenizer.step((++steps * text.length) / 7)) expect(tokenizer.share).toBeLessThan(1);
    expect(steps).toBe(7);
    expect(tokenRows(tokenizer.tokens())).toEqual(papaRows(text, COMMA));
  });
});
