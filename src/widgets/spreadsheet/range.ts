/** A cell of the shown grid: `row` is the index among shown rows, `col` among shown data columns. */
export interface CellPosition {
  row: number;
  col: number;
}

/** A rectangle of cells, bounds included. */
export interface CellRange {
  top: number;
  bottom: number;
  start: number;
  end: number;
}

/** The rectangle spanned by two corner cells, in any order. */
export const rangeBetween = (a: CellPosition, b: CellPosition): CellRange => ({
  top: Math.min(a.row, b.row),
  bottom: Math.max(a.row, b.row),
  start: Math.min(a.col, b.col),
  end: Math.max(a.col, b.col),
});

export const rangeContains = (range: CellRange, row: number, col: number): boolean =>
  row >= range.top && row <= range.bottom && col >= range.start && col <= range.end;

export const rangeHeight = (range: CellRange): number => range.bottom - range.top + 1;
export const rangeWidth = (range: CellRange): number => range.end - range.start + 1;

/** Keeps a cell inside a grid of `rows` × `cols` cells. */
export const clampPosition = (p: CellPosition, rows: number, cols: number): CellPosition => ({
  row: Math.max(0, Math.min(rows - 1, p.row)),
  col: Math.max(0, Math.min(cols - 1, p.col)),
});
