import { ROW_KEY } from '../constants';
import type { PreviewRow, RawValue } from '../types';
import type { ConversionPlan } from './conversionPlan';
import { cellConverter, type FailureCounter } from './cellConverter';
import { planCells, type PlanCell } from './planCells';
import { joinList } from './listCells';
import { indexRelatedRows, relatedRowsFor } from './relatedJoin';

/** Codes of cells whose value is not in the value table (see RowChunk). */
export const NULL_CELL = -1;
export const FALSE_CELL = -2;
export const TRUE_CELL = -3;
export const NUMBER_CELL = -4;

/**
 * Converted rows as the engine sends them to the page: one code per cell, row after row, in the order of
 * `planColumns(plan)`. A code of 0 or more is an index into the conversion's value table, which each chunk
 * extends by its `values`; the other codes are null, false, true, or the number at the cell's place in
 * `numbers`. A value that many cells share (a city, a status, a date) crosses to the page once, and the
 * page makes no array per row: a tenth of the work of passing rows as arrays of values.
 */
export interface RowChunk {
  /** Rows in the chunk (rows left without any value are dropped). */
  count: number;
  codes: Int32Array;
  numbers: Float64Array | null;
  /** Values appended to the value table by this chunk, in order. */
  values: unknown[];
  /** Cells to fix (failed conversion, or an empty required field): pairs of row in chunk and column. */
  issues: Int32Array;
}

/** The buffers of a chunk, to hand over to another thread rather than copy. */
export function chunkBuffers(chunk: RowChunk): ArrayBuffer[] {
  const buffers = [chunk.codes.buffer, chunk.issues.buffer] as ArrayBuffer[];
  if (chunk.numbers) buffers.push(chunk.numbers.buffer as ArrayBuffer);
  return buffers;
}

/** A column's converted values by raw value stop being remembered when it has this many different ones... */
const CACHE_MIN = 8192;
/** ...and more than this share of its rows so far (identifiers, e-mails: every value new). */
const CACHE_SHARE = 0.5;

interface MainCell {
  cell: PlanCell;
  /** Raw value → cell code × 2 + 1 when the cell is to be fixed. Null once the column is too varied. */
  cache: Map<unknown, number> | null;
}

const cacheable = (raw: unknown): boolean => raw === null || raw === undefined || typeof raw !== 'object';

/**
 * Converts file rows by a plan into RowChunks (transformations, then the data type;
 * defaults for empty cells; failed values kept as text and marked). A column's raw values that repeat are
 * converted once: the code of the result is remembered, in the value table.
 */
export class RowChunkEncoder {
  readonly width: number;
  private readonly failures: FailureCounter = { count: 0 };
  private readonly main: MainCell[];
  private readonly related;
  private tableSize = 0;
  private rowsSeen = 0;
  // The chunk being made.
  private codes = new Int32Array(0);
  private numbers: Float64Array | null = null;
  private values: unknown[] = [];

  constructor(plan: ConversionPlan, relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {}) {
    this.main = planCells(plan.columns, this.failures).map((cell) => ({ cell, cache: new Map() }));
    this.related = plan.related.map((r) => ({
      plan: r,
      index: indexRelatedRows(relatedRows[r.fieldPath] ?? [], r.relatedKeyColumn),
      children: r.children.map((child) => ({ index: child.column, convert: cellConverter(child, this.failures) })),
    }));
    this.width = this.main.length + this.related.reduce((n, r) => n + r.children.length, 0);
  }

  /** The code of a value kept in the value table. */
  private tableCode(value: unknown): number {
    if (value === null) return NULL_CELL;
    if (value === true) return TRUE_CELL;
    if (value === false) return FALSE_CELL;
    this.values.push(value);
    return this.tableSize++;
  }

  /** The code of a value of one cell: numbers go to `numbers` at the cell's place, text to the table. */
  private cellCode(value: unknown, cell: number): number {
    if (typeof value !== 'number') return this.tableCode(value);
    this.numbers ??= new Float64Array(this.codes.length);
    this.numbers[cell] = value;
    return NUMBER_CELL;
  }

  /** Converts rows `start` to `end` (exclusive) of `rows`. */
  encode(rows: readonly (readonly RawValue[])[], start: number, end: number): RowChunk {
    const width = this.width;
    this.codes = new Int32Array(Math.max(0, end - start) * width);
    this.numbers = null;
    this.values = [];
    const codes = this.codes;
    const issues: number[] = [];
    const failures = this.failures;
    let count = 0;
    for (let r = start; r < end; r++) {
      const row = rows[r];
      const base = count * width;
      const issuesBefore = issues.length;
      let empty = true;
      for (let c = 0; c < this.main.length; c++) {
        const { cell, cache: columnCache } = this.main[c];
        const raw = cell.index === null ? null : row[cell.index];
        const cache = cacheable(raw) ? columnCache : null;
        let entry = cache?.get(raw ?? null);
        if (entry === undefined) {
          const value = cell.convert(raw);
          entry = (cache ? this.tableCode(value) : this.cellCode(value, base + c)) * 2 + (cell.fix ? 1 : 0);
          cache?.set(raw ?? null, entry);
        }
        const code = entry >> 1;
        codes[base + c] = code;
        if (code !== NULL_CELL) empty = false;
        if (entry & 1) issues.push(count, c);
      }
      let c = this.main.length;
      for (const r of this.related) {
        const items = relatedRowsFor(row, r.plan.sourceKeyColumn, r.index);
        for (const child of r.children) {
          const before = failures.count;
          const value = joinList(items.map((item) => child.convert(child.index === null ? null : item[child.index])));
          codes[base + c] = this.cellCode(value, base + c);
          if (value !== null) empty = false;
          if (failures.count !== before) issues.push(count, c);
          c++;
        }
      }
      if (empty) issues.length = issuesBefore;
      else count++;
    }
    this.rowsSeen += end - start;
    for (const cell of this.main) {
      if (cell.cache && cell.cache.size > CACHE_MIN && cell.cache.size > this.rowsSeen * CACHE_SHARE) cell.cache = null;
    }
    const whole = count * width === codes.length;
    const numbers = this.numbers as Float64Array | null;
    const chunk: RowChunk = {
      count,
      codes: whole ? codes : codes.slice(0, count * width),
      numbers: numbers && (whole ? numbers : numbers.slice(0, count * width)),
      values: this.values,
      issues: Int32Array.from(issues),
    };
    this.codes = new Int32Array(0);
    this.numbers = null;
    this.values = [];
    return chunk;
  }
}

/**
 * Makes preview rows from the RowChunks of one encoder, in order. Every row starts as a copy of one
 * template object (which holds all the properties itself: one block of memory per row, set in place), and
 * the row key is left for the caller (`keyRows`).
 */
export class RowChunkDecoder {
  private readonly table: unknown[] = [];
  private readonly template: PreviewRow;

  constructor(private readonly keys: readonly string[]) {
    this.template = rowTemplate(keys);
  }

  decode(chunk: RowChunk): { rows: PreviewRow[]; issues: [number, string[]][] } {
    const { table, keys, template } = this;
    for (const value of chunk.values) table.push(value);
    const { codes, numbers, count } = chunk;
    const width = keys.length;
    const rows: PreviewRow[] = new Array(count);
    for (let r = 0, k = 0; r < count; r++) {
      const row: PreviewRow = { ...template };
      for (let c = 0; c < width; c++, k++) {
        const code = codes[k];
        row[keys[c]] =
          code >= 0 ? table[code] : code === NULL_CELL ? null : code === NUMBER_CELL ? numbers![k] : code === TRUE_CELL;
      }
      rows[r] = row;
    }
    const issues: [number, string[]][] = [];
    for (let i = 0; i < chunk.issues.length; i += 2) {
      const row = chunk.issues[i];
      const key = keys[chunk.issues[i + 1]];
      const last = issues.at(-1);
      if (last && last[0] === row) last[1].push(key);
      else issues.push([row, [key]]);
    }
    return { rows, issues };
  }
}

/**
 * The object every preview row of these keys starts as a copy of: made by JSON.parse, it holds all its
 * properties inside itself (one block of memory per row, each set in place).
 */
export function rowTemplate(keys: readonly string[]): PreviewRow {
  return JSON.parse(JSON.stringify(Object.fromEntries([ROW_KEY, ...keys].map((key) => [key, null])))) as PreviewRow;
}

/** Sets each row's key to its place in the list, from `first` on. */
export function keyRows(rows: readonly PreviewRow[], first = 0): void {
  for (let i = 0; i < rows.length; i++) rows[i][ROW_KEY] = first + i;
}
