import type { ConversionPlan } from '../logic/conversionPlan';
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
  | { kind: 'convert'; id: number; plan: ConversionPlan; relatedSlots: Record<string, Slot>; chunkSize?: number }
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
  | {
      kind: 'rows';
      id: number;
      /** Each row's index in the file, then its values in the order of `planColumns(plan)`. */
      rows: unknown[][];
      /** Cells to fix: [index in `rows`, keys of the row's cells that fail conversion or a required rule]. */
      issues: [number, string[]][];
      converted: number;
      total: number;
      done: boolean;
    }
  | { kind: 'done'; id: number }
  | { kind: 'error'; id: number; message: string };
