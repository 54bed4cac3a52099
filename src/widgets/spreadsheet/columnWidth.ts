/** No column is narrower than this. */
export const MIN_COLUMN_WIDTH = 80;
/** Width of a column that names none. */
export const DEFAULT_COLUMN_WIDTH = 160;

/** A usable column width in whole pixels: at least the minimum, the default when unknown. */
export function clampColumnWidth(width: number | undefined | null): number {
  if (width === undefined || width === null || !Number.isFinite(width)) return DEFAULT_COLUMN_WIDTH;
  return Math.max(MIN_COLUMN_WIDTH, Math.round(width));
}
