import { describe, expect, it } from 'vitest';
import type { BoardStage, Deal } from './api';
import { applyMove, fromBoard, locate, shiftTotals, toColumns, withMore } from './boardState';

const deal = (id: number, stage: number, position: number, extra: Partial<Deal> = {}): Deal => ({
  id,
  pipeline_id: 1,
  stage_id: stage,
  position,
  title: `עסקה ${id}`,
  person_id: null,
  person_name: null,
  value: 0,
  expected_close: null,
  owner_id: null,
  owner_name: null,
  tag_ids: [],
  lost_reason: null,
  closed_at: null,
  created_at: '',
  updated_at: '',
  ...extra,
});

const ids = (columns: Record<number, Deal[]>, stage: number) => columns[stage].map((d) => d.id);

describe('board state', () => {
  const columns = toColumns([10, 20, 30], [deal(3, 10, 2), deal(1, 10, 0), deal(2, 10, 1), deal(4, 20, 0)]);

  it('groups deals by stage in position order, with empty stages', () => {
    expect(ids(columns, 10)).toEqual([1, 2, 3]);
    expect(ids(columns, 20)).toEqual([4]);
    expect(columns[30]).toEqual([]);
    expect(locate(columns, 3)).toEqual({ stageId: 10, index: 2 });
  });

  it('moves within a stage and between stages, positions dense in both', () => {
    const within = applyMove(columns, 3, 10, 0);
    expect(ids(within, 10)).toEqual([3, 1, 2]);
    expect(within[10].map((d) => d.position)).toEqual([0, 1, 2]);
    const across = applyMove(columns, 1, 20, 0);
    expect(ids(across, 10)).toEqual([2, 3]);
    expect(across[10].map((d) => d.position)).toEqual([0, 1]);
    expect(ids(across, 20)).toEqual([1, 4]);
    expect(across[20][0].stage_id).toBe(20);
    expect(ids(applyMove(columns, 2, 30, 99), 30)).toEqual([2]);
    expect(applyMove(columns, 99, 20, 0)).toBe(columns);
  });

  it('a move past the loaded cards of a column that has more leaves the screen; within them it is drawn', () => {
    const beyond = applyMove(columns, 1, 20, 5, true);
    expect(ids(beyond, 10)).toEqual([2, 3]);
    expect(ids(beyond, 20)).toEqual([4]);
    expect(ids(applyMove(columns, 1, 20, 1, true), 20)).toEqual([4, 1]);
  });

  it('reads the board: loaded cards by stage, totals over all deals; more cards join after the loaded ones, once', () => {
    const stage = (id: number, items: Deal[], extra: Partial<BoardStage>): BoardStage => ({
      id,
      pipeline_id: 1,
      name: `${id}`,
      color: '#000000',
      kind: 'open',
      position: 0,
      item_count: 0,
      total_value: 0,
      match_count: 0,
      match_value: 0,
      items,
      ...extra,
    });
    const read = fromBoard([
      stage(10, [deal(2, 10, 1), deal(1, 10, 0)], {
        item_count: 30,
        total_value: 9000,
        match_count: 12,
        match_value: 4000,
      }),
      stage(20, [], {}),
    ]);
    expect(ids(read.columns, 10)).toEqual([1, 2]);
    expect(read.columns[20]).toEqual([]);
    expect(read.totals).toEqual({ 10: { count: 12, value: 4000, size: 30 }, 20: { count: 0, value: 0, size: 0 } });
    expect(ids(withMore(read.columns, 10, [deal(2, 10, 1), deal(5, 10, 2)]), 10)).toEqual([1, 2, 5]);
  });

  it('a move between stages shifts one deal and its value; within a stage nothing changes', () => {
    const totals = { 10: { count: 3, value: 900, size: 5 }, 20: { count: 1, value: 100, size: 1 } };
    expect(shiftTotals(totals, 300, 10, 20)).toEqual({
      10: { count: 2, value: 600, size: 4 },
      20: { count: 2, value: 400, size: 2 },
    });
    expect(shiftTotals(totals, 300, 10, 10)).toBe(totals);
  });
});
