import type { PreviewRow, RawValue } from '../types';
import { planColumns, type ConversionPlan } from './conversionPlan';
import { keyRows, RowChunkDecoder, RowChunkEncoder } from './rowChunks';

/**
 * Converts every row at once, as the engine does a chunk at a time (tests and small files): the rows left
 * without any value are dropped, the others keyed by their place.
 */
export function convertRows(
  rows: readonly RawValue[][],
  plan: ConversionPlan,
  relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {},
): PreviewRow[] {
  const chunk = new RowChunkEncoder(plan, relatedRows).encode(rows, 0, rows.length);
  const { rows: converted } = new RowChunkDecoder(planColumns(plan).map((column) => column.key)).decode(chunk);
  keyRows(converted);
  return converted;
}
