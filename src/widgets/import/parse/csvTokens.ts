/** How a CSV text separates cells and rows. */
export interface CsvFormat {
  delimiter: string;
  newline: string;
}

const QUOTE = '"';
const QUOTE_CODE = 34;
const DOUBLED_QUOTES = /""/g;

/** A cell's flags: quoted, its doubled quotes standing for one. */
const ESCAPED = 1;
/** A cell's flags: it starts with a character that is not white space (so it is not empty). */
const FILLED = 2;

/** Printable ASCII and Hebrew: characters that are surely not white space, told apart at a glance. */
const isVisible = (code: number): boolean => (code > 32 && code < 127) || (code >= 0x0590 && code <= 0x05ff);

/** The cells of CSV text as they cross from the worker to the page (the arrays are copied or handed over). */
export interface CsvCells {
  text: string;
  rowStart: Int32Array;
  cellStart: Int32Array;
  cellEnd: Int32Array;
  /** ESCAPED and FILLED bits of each cell. */
  flags: Uint8Array;
  unterminatedQuote: boolean;
}

/** The buffers of cells to hand over to another thread (as `chunkBuffers` does for converted rows). */
export const cellBuffers = (cells: CsvCells): ArrayBuffer[] =>
  [cells.rowStart.buffer, cells.cellStart.buffer, cells.cellEnd.buffer, cells.flags.buffer] as ArrayBuffer[];

/** The text of cell `k` (see CsvTokens). */
function cellText(text: string, cellStart: Int32Array, cellEnd: Int32Array, flags: Uint8Array, k: number): string {
  const value = text.slice(cellStart[k], cellEnd[k]);
  return (flags[k] & ESCAPED) !== 0 ? value.replace(DOUBLED_QUOTES, QUOTE) : value;
}

/** Rows `from` to `to` (exclusive) as arrays of their cells' texts. */
function rowArrays(
  text: string,
  rowStart: Int32Array,
  cellStart: Int32Array,
  cellEnd: Int32Array,
  flags: Uint8Array,
  from: number,
  to: number,
): string[][] {
  const rows: string[][] = new Array<string[]>(Math.max(0, to - from));
  for (let r = from; r < to; r++) {
    const first = rowStart[r];
    const row: string[] = new Array<string>(rowStart[r + 1] - first);
    for (let c = 0; c < row.length; c++) row[c] = cellText(text, cellStart, cellEnd, flags, first + c);
    rows[r - from] = row;
  }
  return rows;
}

/**
 * CSV text cut into cells without making a string per cell: each cell is a stretch of the text (made into a
 * string only when it is read), so a file of 100,000 rows × 20 columns costs a few typed arrays instead of
 * two million strings for the garbage collector to move.
 */
export class CsvTokens {
  constructor(
    readonly text: string,
    /** Row r's cells are `rowStart[r]` to `rowStart[r + 1] - 1`. */
    private readonly rowStart: Int32Array,
    private readonly cellStart: Int32Array,
    private readonly cellEnd: Int32Array,
    /** ESCAPED and FILLED bits of each cell. */
    private readonly flags: Uint8Array,
    /** The text ends inside a quoted field (its quote is never closed). */
    readonly unterminatedQuote: boolean,
  ) {}

  static from({ text, rowStart, cellStart, cellEnd, flags, unterminatedQuote }: CsvCells): CsvTokens {
    return new CsvTokens(text, rowStart, cellStart, cellEnd, flags, unterminatedQuote);
  }

  /** The cells for another thread: copies of the arrays (which can be handed over whole). */
  cells(): CsvCells {
    const { text, rowStart, cellStart, cellEnd, flags, unterminatedQuote } = this;
    return {
      text,
      rowStart: rowStart.slice(),
      cellStart: cellStart.slice(),
      cellEnd: cellEnd.slice(),
      flags: flags.slice(),
      unterminatedQuote,
    };
  }

  get rowCount(): number {
    return this.rowStart.length - 1;
  }

  /** Cells in row `r`. */
  width(r: number): number {
    return this.rowStart[r + 1] - this.rowStart[r];
  }

  /** The text of cell `c` of row `r`, or undefined past the row's end (as a row array read there). */
  cell(r: number, c: number): string | undefined {
    if (c >= this.width(r)) return undefined;
    return cellText(this.text, this.cellStart, this.cellEnd, this.flags, this.rowStart[r] + c);
  }

  /** Whether cell `c` of row `r` is empty: missing, or only white space. */
  isBlank(r: number, c: number): boolean {
    if (c >= this.width(r)) return true;
    const k = this.rowStart[r] + c;
    // Most cells start with a visible character (noted as they were read): decided without reading the text.
    if ((this.flags[k] & FILLED) !== 0) return false;
    const start = this.cellStart[k];
    const end = this.cellEnd[k];
    return start === end || this.text.slice(start, end).trim() === '';
  }

  /** Whether every cell of row `r` is empty. */
  isBlankRow(r: number): boolean {
    for (let c = this.width(r) - 1; c >= 0; c--) if (!this.isBlank(r, c)) return false;
    return true;
  }

  /** Rows from `from` on that are not blank, and the most cells up to the last non-blank one of any. */
  filledRows(from: number): { count: number; width: number } {
    let count = 0;
    let width = 0;
    for (let r = from; r < this.rowCount; r++) {
      let last = this.width(r) - 1;
      while (last >= 0 && this.isBlank(r, last)) last--;
      if (last < 0) continue;
      count++;
      width = Math.max(width, last + 1);
    }
    return { count, width };
  }

  /** Rows `from` to `to` (exclusive) as arrays of their cells' texts. */
  rows(from: number, to: number): string[][] {
    return rowArrays(this.text, this.rowStart, this.cellStart, this.cellEnd, this.flags, from, to);
  }
}

/** A growing Int32Array. */
class IntList {
  values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) this.reserve(this.values.length * 2);
    this.values[this.length++] = value;
  }

  /** Makes room for `capacity` values in all. */
  reserve(capacity: number): void {
    if (capacity <= this.values.length) return;
    const grown = new Int32Array(capacity);
    grown.set(this.values.subarray(0, this.length));
    this.values = grown;
  }

  /** The values (a view of the list's own array: no copy). */
  done(): Int32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Cuts CSV text into rows and cells exactly as papaparse reads it (the wizard's worker reads the same file
 * with papaparse: both must see the same rows and columns): a field that starts with a quote runs to the
 * quote that is followed, after optional spaces, by the delimiter or the line break (doubled quotes inside
 * stand for one; any other quote is kept); a quote that is never closed takes the rest of the text. The
 * work is done a stretch of the text at a time (`step`), so a page can do it between other tasks.
 */
export class CsvTokenizer {
  private cursor = 0;
  private nextDelim: number;
  private nextNewline: number;
  private quoteSearch: number;
  private finished = false;
  private unterminated = false;
  private reserved = false;
  private readonly rowStart = new IntList();
  private readonly cellStart = new IntList();
  private readonly cellEnd = new IntList();
  private flags = new Uint8Array(1024);
  private readonly delim: string;
  private readonly newline: string;

  constructor(
    private readonly text: string,
    { delimiter, newline }: CsvFormat,
  ) {
    this.delim = delimiter;
    this.newline = newline;
    this.nextDelim = text.indexOf(delimiter);
    this.nextNewline = text.indexOf(newline);
    this.quoteSearch = text.indexOf(QUOTE);
    this.rowStart.push(0);
  }

  /** The share of the text read so far (0 to 1). */
  get share(): number {
    return this.text.length === 0 ? 1 : Math.min(1, this.cursor / this.text.length);
  }

  private pushCell(start: number, end: number, escaped: boolean): void {
    const k = this.cellStart.length;
    if (k === this.flags.length) this.reserveCells(k * 2);
    // The text at the cell's start was just read past: telling whether it is empty costs nothing now.
    this.flags[k] = (escaped ? ESCAPED : 0) | (end > start && isVisible(this.text.charCodeAt(start)) ? FILLED : 0);
    this.cellStart.push(start);
    this.cellEnd.push(end);
  }

  private reserveCells(capacity: number): void {
    if (capacity > this.flags.length) {
      const grown = new Uint8Array(capacity);
      grown.set(this.flags.subarray(0, this.cellStart.length));
      this.flags = grown;
    }
    this.cellStart.reserve(capacity);
    this.cellEnd.reserve(capacity);
  }

  /**
   * Once a first stretch is read, room for the whole text's cells and rows at the same density (and a little
   * more): the arrays are not grown, and copied, again and again as they fill.
   */
  private reserveAll(): void {
    this.reserved = true;
    if (this.cursor === 0) return;
    const scale = (1.05 * this.text.length) / this.cursor;
    this.reserveCells(Math.ceil(this.cellStart.length * scale) + 1024);
    this.rowStart.reserve(Math.ceil(this.rowStart.length * scale) + 1024);
  }

  private endRow(): void {
    this.rowStart.push(this.cellStart.length);
  }

  /** The cell from the cursor to the end of the text, which ends the last row. */
  private finish(): void {
    this.pushCell(this.cursor, this.text.length, false);
    this.endRow();
    this.cursor = this.text.length;
    this.finished = true;
  }

  /** Spaces between the closing quote and `index` when only spaces lie there (papaparse's extraSpaces). */
  private extraSpaces(index: number): number {
    if (index === -1) return 0;
    const between = this.text.substring(this.quoteSearch + 1, index);
    return between && between.trim() === '' ? between.length : 0;
  }

  /** Reads on until at least `until` characters of the text are read; answers whether all of it is. */
  step(until: number): boolean {
    const { text, delim, newline } = this;
    const length = text.length;
    while (!this.finished && this.cursor < until) {
      if (this.cursor >= length) {
        this.finish();
        break;
      }
      if (text.charCodeAt(this.cursor) === QUOTE_CODE) {
        this.quoted();
        continue;
      }
      if (this.nextDelim !== -1 && (this.nextDelim < this.nextNewline || this.nextNewline === -1)) {
        this.pushCell(this.cursor, this.nextDelim, false);
        this.cursor = this.nextDelim + delim.length;
        this.nextDelim = text.indexOf(delim, this.cursor);
        continue;
      }
      if (this.nextNewline !== -1) {
        this.pushCell(this.cursor, this.nextNewline, false);
        this.endRow();
        this.cursor = this.nextNewline + newline.length;
        this.nextNewline = text.indexOf(newline, this.cursor);
        continue;
      }
      this.finish();
    }
    // Text ending with a line break: papaparse's last row is one empty cell (a blank row, dropped later).
    if (!this.finished && this.cursor >= length && until >= length) this.finish();
    if (!this.reserved && !this.finished) this.reserveAll();
    return this.finished;
  }

  /** A field that starts with a quote, at the cursor. */
  private quoted(): void {
    const { text, delim, newline } = this;
    const length = text.length;
    this.quoteSearch = this.cursor;
    const start = ++this.cursor;
    for (;;) {
      this.quoteSearch = text.indexOf(QUOTE, this.quoteSearch + 1);
      if (this.quoteSearch === -1) {
        this.unterminated = true;
        this.finish();
        return;
      }
      if (this.quoteSearch === length - 1) {
        this.pushCell(start, this.quoteSearch, true);
        this.endRow();
        this.cursor = length;
        this.finished = true;
        return;
      }
      if (text.charCodeAt(this.quoteSearch + 1) === QUOTE_CODE) {
        this.quoteSearch++;
        continue;
      }
      if (this.nextDelim !== -1 && this.nextDelim < this.quoteSearch + 1)
        this.nextDelim = text.indexOf(delim, this.quoteSearch + 1);
      if (this.nextNewline !== -1 && this.nextNewline < this.quoteSearch + 1)
        this.nextNewline = text.indexOf(newline, this.quoteSearch + 1);
      const checkUpTo = this.nextNewline === -1 ? this.nextDelim : Math.min(this.nextDelim, this.nextNewline);
      const toDelim = this.extraSpaces(checkUpTo);
      const closed = this.quoteSearch + 1 + toDelim;
      if (text.substring(closed, closed + delim.length) === delim) {
        this.pushCell(start, this.quoteSearch, true);
        this.cursor = closed + delim.length;
        if (this.nextDelim !== -1 && this.nextDelim < this.cursor) this.nextDelim = text.indexOf(delim, this.cursor);
        if (this.nextNewline !== -1 && this.nextNewline < this.cursor)
          this.nextNewline = text.indexOf(newline, this.cursor);
        return;
      }
      const toNewline = this.extraSpaces(this.nextNewline);
      const after = this.quoteSearch + 1 + toNewline;
      if (text.substring(after, after + newline.length) === newline) {
        this.pushCell(start, this.quoteSearch, true);
        this.endRow();
        this.cursor = after + newline.length;
        this.nextNewline = text.indexOf(newline, this.cursor);
        if (this.nextDelim !== -1 && this.nextDelim < this.cursor) this.nextDelim = text.indexOf(delim, this.cursor);
        return;
      }
      // A quote inside the field that closes nothing (papaparse: InvalidQuotes): it is part of the value.
      this.quoteSearch++;
    }
  }

  /** Rows read whole so far. */
  get rowCount(): number {
    return this.rowStart.length - 1;
  }

  /** Rows read whole so far, from `from` on, as arrays of their cells' texts. */
  rowsFrom(from: number): string[][] {
    return rowArrays(
      this.text,
      this.rowStart.values,
      this.cellStart.values,
      this.cellEnd.values,
      this.flags,
      from,
      this.rowCount,
    );
  }

  /** The cells read (call once `step` has answered true). */
  tokens(): CsvTokens {
    return new CsvTokens(
      this.text,
      this.rowStart.done(),
      this.cellStart.done(),
      this.cellEnd.done(),
      this.flags.subarray(0, this.cellStart.length),
      this.unterminated,
    );
  }
}

/** Every cell of CSV text at once. */
export function tokenizeCsv(text: string, format: CsvFormat): CsvTokens {
  const tokenizer = new CsvTokenizer(text, format);
  tokenizer.step(Infinity);
  return tokenizer.tokens();
}
