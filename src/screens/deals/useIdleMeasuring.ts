// When dnd-kit measures the board's droppables (every card and column). Its default measures them all as a drag
// starts, twice, and again whenever one is added or removed while dragging: on a board of a hundred cards each of
// those was a long task (each card's rectangle walks its ancestors' computed styles for scroll containers). The cards
// no longer move between columns while dragged (crossColumn.ts), so their places are the same during a drag as before
// it: dnd-kit measures them while the board is still (as cards are added or removed, which it sees) and a drag reuses
// them. A change it does not see (the same cards in another order or with other words, a new size of the board) and a
// drop hold measuring off until the board has been still a moment, so neither a drop nor a change measures at once.
import { MeasuringStrategy, type MeasuringConfiguration } from '@dnd-kit/core';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { Columns } from './boardState';

/** How long the board stays unchanged before its droppables are measured again (a drop animates for 250 ms). */
const STILL_MS = 300;

// one object a strategy: dnd-kit keeps its configuration while these stay the same
const ALWAYS: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };
const BEFORE_DRAGGING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };
const WHILE_DRAGGING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/** Which card is in which column, in no order: when it changes, dnd-kit sees cards come and go and measures. */
const cardsOf = (columns: Columns) =>
  Object.entries(columns)
    .flatMap(([stageId, deals]) => deals.map((d) => `${stageId}:${d.id}`))
    .sort()
    .join();

/**
 * The DndContext's measuring for a board showing `columns` in `board`. `hold()` keeps measuring off until the board has
 * been still a moment (call it as a drag ends). A drag that starts while measuring is held off measures as it starts
 * (dnd-kit's default).
 */
export function useIdleMeasuring(
  dragging: boolean,
  columns: Columns,
  board: RefObject<HTMLElement | null>,
): { measuring: MeasuringConfiguration; hold: () => void } {
  const cards = useMemo(() => cardsOf(columns), [columns]);
  const [held, setHeld] = useState(false);
  const [seen, setSeen] = useState({ columns, cards });
  if (seen.columns !== columns) {
    // the same cards in the same columns, moved or reworded: dnd-kit would not measure them again
    setSeen({ columns, cards });
    if (seen.cards === cards) setHeld(true);
  }
  const hold = () => setHeld(true);
  useEffect(() => {
    if (!held || dragging) return undefined;
    const later = setTimeout(() => setHeld(false), STILL_MS);
    return () => clearTimeout(later);
  }, [held, dragging, columns]);
  useEffect(() => {
    const node = board.current;
    if (!node) return undefined;
    let size = '';
    const resized = new ResizeObserver(([entry]) => {
      const now = `${entry.contentRect.width}x${entry.contentRect.height}`;
      if (size && now !== size) setHeld(true);
      size = now;
    });
    resized.observe(node);
    return () => resized.disconnect();
  }, [board]);
  if (held) return { measuring: WHILE_DRAGGING, hold };
  return { measuring: dragging ? BEFORE_DRAGGING : ALWAYS, hold };
}
