// The board's columns in the browser: deals by stage in order, a move applied at once (optimistic) the way the
// server will apply it (dense positions, an index past the end means the end), and filtering for display.
import type { Deal } from './api';

export type Columns = Record<number, Deal[]>;

/** Deals grouped by stage, each column by position. */
export function toColumns(stageIds: number[], deals: Deal[]): Columns {
  const columns: Columns = Object.fromEntries(stageIds.map((id) => [id, [] as Deal[]]));
  for (const deal of deals) (columns[deal.stage_id] ??= []).push(deal);
  for (const id of Object.keys(columns)) columns[Number(id)].sort((a, b) => a.position - b.position);
  return columns;
}

/** Where a deal is: its stage and index, or undefined. */
export function locate(columns: Columns, dealId: number): { stageId: number; index: number } | undefined {
  for (const [stageId, deals] of Object.entries(columns)) {
    const index = deals.findIndex((d) => d.id === dealId);
    if (index >= 0) return { stageId: Number(stageId), index };
  }
  return undefined;
}

/** The columns after moving a deal to `index` of `stageId` (clamped), positions renumbered in both columns. */
export function applyMove(columns: Columns, dealId: number, stageId: number, index: number): Columns {
  const from = locate(columns, dealId);
  if (!from || !(stageId in columns)) return columns;
  const deal = columns[from.stageId][from.index];
  const source = columns[from.stageId].filter((d) => d.id !== dealId);
  const target = from.stageId === stageId ? source : [...columns[stageId]];
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, { ...deal, stage_id: stageId });
  const renumber = (list: Deal[]) => list.map((d, position) => (d.position === position ? d : { ...d, position }));
  return { ...columns, [from.stageId]: renumber(from.stageId === stageId ? target : source), [stageId]: renumber(target) };
}

export interface BoardFilter {
  q?: string;
  ownerId?: string;
  tagId?: number;
}

/** Does a deal pass the board's search and filters? */
export function matches(deal: Deal, filter: BoardFilter): boolean {
  if (filter.ownerId && deal.owner_id !== filter.ownerId) return false;
  if (filter.tagId && !deal.tag_ids.includes(filter.tagId)) return false;
  const q = filter.q?.trim().toLowerCase();
  if (q && !deal.title.toLowerCase().includes(q) && !(deal.person_name ?? '').toLowerCase().includes(q)) return false;
  return true;
}
