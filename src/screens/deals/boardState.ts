// The board's columns in the browser: the cards loaded per stage in order (the first of each column, more on request),
// a move applied at once (optimistic) the way the server will apply it (dense positions, an index past the end means
// the end), and each column's count and value, which are over all its deals (or all those the filters match), not
// only the loaded ones.
import type { BoardStage, Deal } from './api';

export type Columns = Record<number, Deal[]>;

/** A column's count and value (of the deals the search and filters match) and the whole stage's number of deals. */
export interface ColumnTotals {
  count: number;
  value: number;
  size: number;
}
export type Totals = Record<number, ColumnTotals>;

/** Deals grouped by stage, each column by position. */
export function toColumns(stageIds: number[], deals: Deal[]): Columns {
  const columns: Columns = Object.fromEntries(stageIds.map((id) => [id, [] as Deal[]]));
  for (const deal of deals) (columns[deal.stage_id] ??= []).push(deal);
  for (const id of Object.keys(columns)) columns[Number(id)].sort((a, b) => a.position - b.position);
  return columns;
}

/** The board as the server sent it: its loaded cards and its totals. */
export function fromBoard(stages: BoardStage[]): { columns: Columns; totals: Totals } {
  return {
    columns: toColumns(
      stages.map((s) => s.id),
      stages.flatMap((s) => s.items),
    ),
    totals: Object.fromEntries(
      stages.map((s) => [s.id, { count: s.match_count, value: s.match_value, size: s.item_count }]),
    ),
  };
}

/** A column with the next page of its cards after the loaded ones (a card already there is not drawn twice). */
export function withMore(columns: Columns, stageId: number, more: Deal[]): Columns {
  const loaded = columns[stageId] ?? [];
  const have = new Set(loaded.map((d) => d.id));
  return { ...columns, [stageId]: [...loaded, ...more.filter((d) => !have.has(d.id))] };
}

/** Where a deal is: its stage and index, or undefined. */
export function locate(columns: Columns, dealId: number): { stageId: number; index: number } | undefined {
  for (const [stageId, deals] of Object.entries(columns)) {
    const index = deals.findIndex((d) => d.id === dealId);
    if (index >= 0) return { stageId: Number(stageId), index };
  }
  return undefined;
}

const renumber = (list: Deal[]) => list.map((d, position) => (d.position === position ? d : { ...d, position }));

/**
 * The columns after moving a deal to `index` of `stageId` (clamped), positions renumbered in both columns. With
 * `beyondLoaded`, the target column has cards not loaded yet and the index is past the loaded ones: the deal goes
 * among those, off the screen (it leaves its column and does not show in the other).
 */
export function applyMove(
  columns: Columns,
  dealId: number,
  stageId: number,
  index: number,
  beyondLoaded = false,
): Columns {
  const from = locate(columns, dealId);
  if (!from || !(stageId in columns)) return columns;
  const deal = columns[from.stageId][from.index];
  const source = columns[from.stageId].filter((d) => d.id !== dealId);
  const target = from.stageId === stageId ? source : [...columns[stageId]];
  if (!(beyondLoaded && index > target.length))
    target.splice(Math.max(0, Math.min(index, target.length)), 0, { ...deal, stage_id: stageId });
  return {
    ...columns,
    [from.stageId]: renumber(from.stageId === stageId ? target : source),
    [stageId]: renumber(target),
  };
}

/** The totals after a deal worth `value` moved from one stage to another (it matches the filters in both). */
export function shiftTotals(totals: Totals, value: number, fromStage: number, toStage: number): Totals {
  const from = totals[fromStage];
  const to = totals[toStage];
  if (fromStage === toStage || !from || !to) return totals;
  return {
    ...totals,
    [fromStage]: { count: from.count - 1, value: from.value - value, size: from.size - 1 },
    [toStage]: { count: to.count + 1, value: to.value + value, size: to.size + 1 },
  };
}
