import { describe, expect, it } from 'vitest';
import { crossColumnShift, type CrossColumnDrag } from './crossColumn';

// a card of 90 px, dragged from index 1 of stage 1; cards 8 px apart
const drag = (card: Partial<CrossColumnDrag>): CrossColumnDrag => ({
  stageId: 1,
  index: 0,
  activeStageId: 1,
  activeIndex: 1,
  activeHeight: 90,
  overStageId: 2,
  overIndex: 2,
  gap: 8,
  ...card,
});

describe('crossColumnShift', () => {
  it('leaves the cards to dnd-kit while the dragged card is over its own column, and all in place over nothing', () => {
    expect(crossColumnShift(drag({ overStageId: 1, index: 3 }))).toBeUndefined();
    expect(crossColumnShift(drag({ overStageId: undefined, index: 3 }))).toBeUndefined();
    expect(crossColumnShift(drag({ overStageId: undefined, stageId: 2, index: 3 }))).toBeUndefined();
  });

  it('closes the gap the dragged card left in its column, which no longer shows it', () => {
    expect(crossColumnShift(drag({ index: 0 }))).toBeUndefined();
    expect(crossColumnShift(drag({ index: 1 }))).toEqual({ y: 0, hidden: true });
    expect(crossColumnShift(drag({ index: 2 }))).toEqual({ y: -98, hidden: false });
  });

  it('opens a gap before the card it is over in the other column', () => {
    const other = { stageId: 2, activeIndex: -1 };
    expect(crossColumnShift(drag({ ...other, index: 1 }))).toBeUndefined();
    expect(crossColumnShift(drag({ ...other, index: 2 }))).toEqual({ y: 98, hidden: false });
    expect(crossColumnShift(drag({ ...other, index: 5 }))).toEqual({ y: 98, hidden: false });
    // over the column itself (below its cards): the card goes last, where there is room already
    expect(crossColumnShift(drag({ ...other, index: 5, overIndex: -1 }))).toBeUndefined();
  });

  it('moves no card of a third column', () => {
    expect(crossColumnShift(drag({ stageId: 3, activeIndex: -1, index: 4 }))).toBeUndefined();
  });
});
