import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCsvFormat, parseCsv, parseCsvInChunks, type CsvFormat } from './readCsv';
import { csvSplitPoints } from './splitCsv';

const comma: CsvFormat = { delimiter: ',', newline: '\n' };

/** The rows of each part, read on its own in the text's format, one after another. */
async function readInParts(text: string, points: number[], format: CsvFormat) {
  const bounds = [0, ...points, text.length];
  const rows: unknown[][] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    await parseCsvInChunks(text.slice(bounds[k], bounds[k + 1]), (chunk) => rows.push(...chunk), () => Promise.resolve(), format);
  }
  return rows;
}

describe('csvSplitPoints', () => {
  it('cuts just after a line break near each even share', () => {
    const text = 'a,b\n'.repeat(100);
    expect(csvSplitPoints(text, 2, comma)).toEqual([204]);
    expect(csvSplitPoints(text, 4, comma)).toEqual([104, 204, 304]);
  });

  it('never cuts inside a quoted field, even one with line breaks', () => {
    const text = `id,notes\n1,"first\n${'line\n'.repeat(50)}"\n2,plain\n3,"x ""y"""\n`;
    const [point] = csvSplitPoints(text, 2, comma);
    expect(text.slice(point)).toBe('2,plain\n3,"x ""y"""\n');
  });

  it('does not cut text with a quote it cannot follow', () => {
    const stray = `a,b\n${'1,2\n'.repeat(20)}3,5" screen\n${'1,2\n'.repeat(20)}`;
    expect(csvSplitPoints(stray, 2, comma)).toEqual([]);
    expect(csvSplitPoints(`a\n"x"y\n${'1\n'.repeat(30)}`, 2, comma)).toEqual([]);
  });

  it('follows the detected delimiter and line break', () => {
    const text = `a;b\r\n${'"1;\r\n2";3\r\n'.repeat(30)}`;
    const format = detectCsvFormat(text);
    expect(format).toEqual({ delimiter: ';', newline: '\r\n' });
    const points = csvSplitPoints(text, 3, format);
    expect(points).toHaveLength(2);
    for (const point of points) expect(text.slice(point).startsWith('"1;')).toBe(true);
  });

  it('gives no cut in a text too short to have one', () => {
    expect(csvSplitPoints('a,b', 2, comma)).toEqual([]);
    expect(csvSplitPoints('a,b\n', 2, comma)).toEqual([]);
  });

  it('gives parts that read as the same rows as the whole text', async () => {
    let cut = 0;
    const field = fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-zא-ת0-9 ]{0,6}$/), weight: 20 },
      { arbitrary: fc.stringMatching(/^[a-z,;"\n\r\t ]{0,6}$/).map((s) => `"${s.replace(/"/g, '""')}"`), weight: 20 },
      // Quotes papaparse reads its own way: such text is not cut.
      { arbitrary: fc.constantFrom('5" screen', '"a"b', ' "q"', '"', '"x" '), weight: 1 },
    );
    const csv = fc.record({
      rows: fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 }),
      delimiter: fc.constantFrom(',', ';', '\t'),
      newline: fc.constantFrom('\n', '\r\n'),
      parts: fc.integer({ min: 2, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(csv, async ({ rows, delimiter, newline, parts }) => {
        const text = rows.map((row) => row.join(delimiter)).join(newline) + newline;
        const format = detectCsvFormat(text);
        const points = csvSplitPoints(text, parts, format);
        if (points.length > 0) cut++;
        expect(await readInParts(text, points, format)).toEqual(parseCsv(text));
      }),
      { numRuns: 500 },
    );
    // Most texts were cut (the check above is not idle).
    expect(cut).toBeGreaterThan(250);
  });
});
