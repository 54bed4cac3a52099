import { describe, expect, it } from 'vitest';
import type { Deal } from './api';
import { applyMove, locate, matches, toColumns } from './boardState';

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

  it('filters by search in title and customer, owner and tag', () => {
    const d = deal(1, 10, 0, { title: 'מנוי לספרייה', person_name: 'דנה כהן', owner_id: 'u1', tag_ids: [5] });
    expect(matches(d, { q: 'ספרייה' })).toBe(true);
    expect(matches(d, { q: 'כהן' })).toBe(true);
    expect(matches(d, { q: 'לוי' })).toBe(false);
    expect(matches(d, { ownerId: 'u2' })).toBe(false);
    expect(matches(d, { tagId: 5, ownerId: 'u1' })).toBe(true);
  });
});
