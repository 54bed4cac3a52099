import type { CsvFormat } from './readCsv';

const QUOTE = '"';

/**
 * Where CSV text can be cut into `parts` stretches that read, each on its own with the text's format, as
 * the same rows the whole text gives: the offsets (ascending) at which the parts after the first begin,
 * each just after a line break near an even share of the text, never inside a quoted field.
 *
 * A line break is outside quotes when every quote before it is regular: one that opens a field (at the
 * text's start, or after a delimiter or line break) and the quote that closes it (followed by a delimiter,
 * a line break or the end), with doubled quotes inside. A quote anywhere else (`5" screen`, `"a"b`) is read
 * by papaparse in ways this check does not follow, so such text is not cut at all (an empty list).
 */
export function csvSplitPoints(text: string, parts: number, { delimiter, newline }: CsvFormat): number[] {
  const points: number[] = [];
  const boundary = (at: number): boolean => at === 0 || text.startsWith(delimiter, at - delimiter.length) || text.startsWith(newline, at - newline.length);
  const closes = (at: number): boolean => at >= text.length || text.startsWith(delimiter, at) || text.startsWith(newline, at);
  /** End of the quoted field opening at `at` (just after its closing quote), or -1 for irregular quoting. */
  const quotedEnd = (at: number): number => {
    if (!boundary(at)) return -1;
    for (let from = at + 1; ; ) {
      const close = text.indexOf(QUOTE, from);
      if (close < 0) return -1;
      if (text.startsWith(QUOTE, close + 1)) {
        from = close + 2;
        continue;
      }
      return closes(close + 1) ? close + 1 : -1;
    }
  };
  let cursor = 0; // everything before it is checked and outside quotes
  let quote = text.indexOf(QUOTE);
  for (let k = 1; k < parts; k++) {
    let target = Math.max(cursor, Math.floor((text.length * k) / parts));
    for (;;) {
      // Check the quoted fields up to the line break found after the target.
      const lineBreak = text.indexOf(newline, target);
      if (lineBreak < 0) return points;
      while (quote >= 0 && quote < lineBreak) {
        const end = quotedEnd(quote);
        if (end < 0) return [];
        quote = text.indexOf(QUOTE, end);
        target = Math.max(target, end);
      }
      // A quoted field that goes on over this line break: look for the next one after its end.
      if (target > lineBreak) continue;
      cursor = lineBreak + newline.length;
      if (cursor >= text.length) return points;
      points.push(cursor);
      break;
    }
  }
  return points;
}
