// Which droppable a dragged card is over: first the column (of a handful), then among that column and its cards. The
// same answer as dnd-kit's closestCorners over every card of the board, for a fraction of the work: each card's
// rectangle reads its scroll containers' offsets at every corner, and a drag asks on every move.
import { closestCorners, type CollisionDetection } from '@dnd-kit/core';

/** Columns are droppables with string ids (`stage-…`), cards with number ids; both carry their stage in `data.stageId`. */
export const columnThenCard: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((c) => typeof c.id === 'string');
  const [column] = closestCorners({ ...args, droppableContainers: columns });
  const stageId = column && args.droppableContainers.find((c) => c.id === column.id)?.data.current?.stageId;
  if (stageId === undefined) return closestCorners(args);
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => c.data.current?.stageId === stageId),
  });
};
