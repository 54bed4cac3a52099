// Where a card is drawn while another is dragged to a different column. dnd-kit's sortable moves cards only within
// the column the dragged card is in; the board does not move the card into the column it is over while it is dragged
// (that re-registered and re-measured every card of the board at each crossing), so the room is made here: the
// column it is over opens a gap before the card it is over, and its own column closes the gap it left.

export interface CrossColumnDrag {
  /** The card's stage and index in its column. */
  stageId: number;
  index: number;
  /** The dragged card's stage, its index in this column (-1 if it is in another), and its height in pixels. */
  activeStageId: number;
  activeIndex: number;
  activeHeight: number;
  /** The stage the dragged card is over (undefined: over nothing) and the index of the card it is over in this column (-1: none). */
  overStageId: number | undefined;
  overIndex: number;
  /** The space between two cards, in pixels. */
  gap: number;
}

/** How far down the card moves (negative: up), and whether it is hidden (the dragged card, gone from its column). */
export interface CrossColumnShift {
  y: number;
  hidden: boolean;
}

/** The card's shift while a card is dragged over another column; undefined when sortable places it (or nothing moves). */
export function crossColumnShift(drag: CrossColumnDrag): CrossColumnShift | undefined {
  const { stageId, index, activeStageId, activeIndex, activeHeight, overStageId, overIndex, gap } = drag;
  if (overStageId === undefined || overStageId === activeStageId) return undefined;
  const room = activeHeight + gap;
  if (stageId === activeStageId) {
    if (index === activeIndex) return { y: 0, hidden: true };
    return index > activeIndex ? { y: -room, hidden: false } : undefined;
  }
  if (stageId === overStageId && overIndex >= 0 && index >= overIndex) return { y: room, hidden: false };
  return undefined;
}
