import type { ConversionPlan } from '../logic/conversionPlan';
import type { RowChunk } from '../logic/rowChunks';
import type { CsvCells } from '../parse/csvTokens';
import type { DataType, RawValue } from '../types';

/** A file slot in the worker: the main file, or the related file of an array field. */
export type Slot = string;

export const MAIN_SLOT: Slot = 'main';
export const relatedSlot = (fieldPath: string): Slot => `related:${fieldPath}`;

/** What the wizard learns about a loaded sheet (never the rows themselves). */
export interface TableInfo {
  sheetNames: string[];
  sheetName: string;
  headers: string[];
  columnTypes: DataType[];
  /** The values type detection looked at, per column (shown as examples). */
  samples: RawValue[][];
  rowCount: number;
}

export interface DistinctValue {
  value: string;
  count: number;
}

export type EngineRequest =
  | { kind: 'open'; id: number; slot: Slot; file: Blob; fileName: string; hasHeader: boolean }
  | { kind: 'loadSheet'; id: number; slot: Slot; sheet: string; hasHeader: boolean }
  | { kind: 'distinct'; id: number; slot: Slot; column: number; limit: number }
  | { kind: 'convert'; id: number; plan: ConversionPlan; relatedSlots: Record<string, Slot> }
  | { kind: 'cancel'; id: number }
  | { kind: 'close'; id: number; slot: Slot };

export type ProgressPhase = 'reading' | 'parsing' | 'converting';

export type EngineResponse =
  | { kind: 'progress'; id: number; phase: ProgressPhase; share: number | null }
  | { kind: 'sheets'; id: number; sheetNames: string[] }
  /** The table of a file still being read, once every column has its type sample (headers may still grow). */
  | { kind: 'draft'; id: number; table: TableInfo }
  | { kind: 'table'; id: number; table: TableInfo }
  | { kind: 'distinct'; id: number; values: DistinctValue[]; total: number }
  /**
   * Converted rows of the table, in order: values in the order of `planColumns(plan)`, with the cells to fix.
   * `converted` and `total` count the rows converted and expected so far.
   */
  | { kind: 'rows'; id: number; chunk: RowChunk; converted: number; total: number; done: boolean }
  /** The cells of the main CSV file, for the page to convert the preview's rows from (see lazyPreview). */
  | { kind: 'cells'; id: number; cells: CsvCells }
  | { kind: 'done'; id: number }
  | { kind: 'error'; id: number; message: string };

export type RowsMessage = Extract<EngineResponse, { kind: 'rows' }>;
