// Lists put in order by dragging a row's handle: with the mouse, a finger (when `touch`), or the keyboard (Tab to the
// handle, Space to lift, arrows to move, Space to drop, Escape to cancel), with what a screen reader hears in the
// person's language. A drop on another item hands the two places to `onMove`; the list saves or keeps the new order.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';

interface SortableItemsProps {
  /** The items' ids, in their order. */
  ids: UniqueIdentifier[];
  /** What a screen reader calls an item. */
  nameOf: (id: UniqueIdentifier) => string;
  /** An item dropped elsewhere: its place before and the place it takes. */
  onMove: (from: number, to: number) => void;
  /** A finger drags after a short press, so that a touch screen still scrolls the page. */
  touch?: boolean;
  /** Vertical list by default; tiles in a wrapping row use `rectSortingStrategy`. */
  strategy?: SortingStrategy;
  children: ReactNode;
}

/** The drag-and-drop area of a sortable list: its sensors, its announcements and its drop. */
export function SortableItems({ ids, nameOf, onMove, touch, strategy, children }: SortableItemsProps) {
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 4 } });
  const finger = useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } });
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates });
  const sensors = useSensors(pointer, touch ? finger : null, keyboard);
  const accessibility = useSortableAccessibility(ids, nameOf);
  const placeOf = (id: UniqueIdentifier) => ids.findIndex((item) => String(item) === String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(placeOf(active.id), placeOf(over.id));
  };
  return (
    <DndContext
      accessibility={accessibility}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={strategy ?? verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a `SortableItems`: `rowRef` and `style` go on the row, `handle` to its `DragHandle`. */
export function useSortableRow(id: UniqueIdentifier, disabled?: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return {
    rowRef: setNodeRef,
    // moved, never scaled: items of different sizes keep their own while they make way
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** The handle a row is dragged by (only the handle, so that the row's inputs still take clicks and selection). */
export function DragHandle({
  handle,
  label,
  tooltip,
  sx,
}: {
  handle: ReturnType<typeof useSortableRow>['handle'];
  label: string;
  /** Shows the label on hover too (a handle on a picture, with no words beside it). */
  tooltip?: boolean;
  sx?: SxProps<Theme>;
}) {
  const button = (
    <IconButton
      size="small"
      {...handle}
      aria-label={label}
      sx={[{ cursor: 'grab', touchAction: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
  return tooltip ? <Tooltip title={label}>{button}</Tooltip> : button;
}
