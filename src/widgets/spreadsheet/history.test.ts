import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appending,
  applySplices,
  deletions,
  emptyHistory,
  invertSplices,
  record,
  redo,
  replacements,
  undo,
  type History,
  type HistoryEntry,
} from './history';

const rows = ['a', 'b', 'c', 'd', 'e'];

describe('splices', () => {
  it('replaces single rows for cell edits', () => {
    const splices = replacements(
      rows,
      new Map([
        [1, 'B'],
        [3, 'D'],
      ]),
    );
    expect(applySplices(rows, splices)).toEqual(['a', 'B', 'c', 'D', 'e']);
    expect(rows).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('deletes scattered rows bottom-up, merging neighbours, and undoes in order', () => {
    const splices = deletions(rows, [4, 0, 1, 3]);
    expect(splices).toEqual([
      { index: 3, removed: ['d', 'e'], inserted: [] },
      { index: 0, removed: ['a', 'b'], inserted: [] },
    ]);
    const after = applySplices(rows, splices);
    expect(after).toEqual(['c']);
    expect(applySplices(after, invertSplices(splices))).toEqual(rows);
  });

  it('appends rows at the end', () => {
    expect(applySplices(rows, [appending(rows, ['f', 'g'])])).toEqual([...rows, 'f', 'g']);
  });

  it('undoes any mix of splices exactly', () => {
    const arbitraryEdit = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 30 }).chain((start) =>
      fc.record({
        start: fc.constant(start.map((n) => `r${n}`)),
        replace: fc.array(fc.nat(), { maxLength: 5 }),
        remove: fc.array(fc.nat(), { maxLength: 5 }),
        add: fc.array(fc.string(), { maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(arbitraryEdit, ({ start, replace, remove, add }) => {
        const changes = new Map(replace.map((n) => [n % start.length, `x${n}`]));
        const afterReplace = applySplices(start, replacements(start, changes));
        const removeSplices = deletions(
          afterReplace,
          remove.map((n) => n % afterReplace.length),
        );
        const afterRemove = applySplices(afterReplace, removeSplices);
        const all = [...replacements(start, changes), ...removeSplices, appending(afterRemove, add)];
        const end = applySplices(start, all);
        expect(applySplices(end, invertSplices(all))).toEqual(start);
      }),
    );
  });

  it('deletes and restores thousands of scattered rows among 100,000', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i);
    const gone = many.filter((i) => i % 7 === 0);
    const splices = deletions(many, gone);
    const after = applySplices(many, splices);
    expect(after).toHaveLength(100_000 - gone.length);
    expect(after.includes(7)).toBe(false);
    expect(applySplices(after, invertSplices(splices))).toEqual(many);
  });

  it('appends a paste of 200,000 rows without overflowing the stack', () => {
    const added = Array.from({ length: 200_000 }, (_, i) => `n${i}`);
    expect(applySplices(rows, [{ index: 2, removed: [], inserted: added }])).toHaveLength(200_005);
  });
});

describe('undo and redo', () => {
  const edit = (index: number, from: string, to: string): HistoryEntry<string> => ({
    kind: 'edit',
    splices: [{ index, removed: [from], inserted: [to] }],
  });

  it('undoes and redoes cell edits, row adds and deletes in order', () => {
    let history: History<string> = emptyHistory();
    let current = rows;
    const apply = (entry: HistoryEntry<string>) => {
      current = applySplices(current, entry.splices);
      history = record(history, entry);
    };
    apply(edit(0, 'a', 'A'));
    apply({ kind: 'add', splices: [appending(current, ['f'])] });
    apply({ kind: 'delete', splices: deletions(current, [1]) });
    expect(current).toEqual(['A', 'c', 'd', 'e', 'f']);

    let step = undo(history, current)!;
    expect(step.rows).toEqual(['A', 'b', 'c', 'd', 'e', 'f']);
    expect(step.entry.kind).toBe('delete');
    step = undo(step.history, step.rows)!;
    expect(step.rows).toEqual(['A', 'b', 'c', 'd', 'e']);
    step = undo(step.history, step.rows)!;
    expect(step.rows).toEqual(rows);
    expect(undo(step.history, step.rows)).toBeUndefined();

    step = redo(step.history, step.rows)!;
    expect(step.rows).toEqual(['A', 'b', 'c', 'd', 'e']);
    step = redo(step.history, step.rows)!;
    step = redo(step.history, step.rows)!;
    expect(step.rows).toEqual(['A', 'c', 'd', 'e', 'f']);
    expect(redo(step.history, step.rows)).toBeUndefined();
  });

  it('drops the redo list on a new edit and ignores empty entries', () => {
    let history = record(emptyHistory<string>(), edit(0, 'a', 'A'));
    const step = undo(history, ['A'])!;
    history = record(step.history, edit(0, 'a', 'Z'));
    expect(history.future).toHaveLength(0);
    expect(record(history, { kind: 'edit', splices: [] })).toBe(history);
  });

  it('keeps at most the limit of entries', () => {
    let history = emptyHistory<string>();
    for (let i = 0; i < 10; i++) history = record(history, edit(0, `${i}`, `${i + 1}`), 3);
    expect(history.past.map((e) => e.splices[0].inserted[0])).toEqual(['8', '9', '10']);
  });
});
