// Cards dragged on the board (mouse, finger, keyboard), said to a screen reader in the user's language (dnd-kit's own
// words are English). The columns stay as they are while a card is dragged (the cards make room for it by their
// transforms: DealCard); it goes before the card it is dropped on, or last in a column dropped on below its cards.
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { locate, type Columns } from './boardState';
import { useIdleMeasuring } from './useIdleMeasuring';
import type { DealsBoardState } from './useBoard';

export const stageOfDroppable = (id: string | number | undefined, columns: Columns): number | undefined => {
  if (id === undefined) return undefined;
  if (typeof id === 'string' && id.startsWith('stage-')) return Number(id.slice(6));
  return locate(columns, Number(id))?.stageId;
};

type Source = Pick<DealsBoardState, 'columns' | 'stages' | 'active' | 'setActive' | 'move'>;

export function useBoardDrag(
  { columns, stages, active, setActive, move }: Source,
  boardRef: RefObject<HTMLDivElement | null>,
) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => {
    const at = locate(columns, Number(id));
    return at ? columns[at.stageId][at.index].title : '';
  };
  const placeOf = (overId: UniqueIdentifier) => {
    const stageId = stageOfDroppable(overId, columns);
    const stage = stages.find((s) => s.id === stageId)?.name ?? '';
    const index = typeof overId === 'number' ? locate(columns, overId)?.index : undefined;
    return { stage, position: (index ?? columns[stageId ?? -1]?.length ?? 0) + 1 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => translate('deals.a11y.picked', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? translate('deals.a11y.over', { title: titleOf(a.id), ...placeOf(over.id) })
        : translate('deals.a11y.outside', { title: titleOf(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? translate('deals.a11y.dropped', { title: titleOf(a.id), ...placeOf(over.id) })
        : translate('deals.a11y.cancelled', { title: titleOf(a.id) }),
    onDragCancel: ({ active: a }) => translate('deals.a11y.cancelled', { title: titleOf(a.id) }),
  };
  const { measuring, hold: holdMeasuring } = useIdleMeasuring(active !== null, columns, boardRef);
  const onDragStart = ({ active: picked }: DragStartEvent) => {
    const at = locate(columns, Number(picked.id));
    setActive(at ? columns[at.stageId][at.index] : null);
  };
  const onDragEnd = ({ active: picked, over }: DragEndEvent) => {
    setActive(null);
    holdMeasuring();
    const from = locate(columns, Number(picked.id));
    const toStage = stageOfDroppable(over?.id, columns);
    if (!from || toStage === undefined) return;
    const onCard = typeof over?.id === 'number' ? locate(columns, over.id) : undefined;
    const index = onCard ? onCard.index : toStage === from.stageId ? from.index : columns[toStage].length;
    if (toStage === from.stageId && index === from.index) return;
    move(columns[from.stageId][from.index], from.stageId, toStage, index);
  };
  const onDragCancel = () => {
    setActive(null);
    holdMeasuring();
  };
  return {
    accessibility: { announcements, screenReaderInstructions: { draggable: translate('deals.a11y.instructions') } },
    sensors,
    measuring,
    onDragStart,
    onDragEnd,
    onDragCancel,
  };
}
