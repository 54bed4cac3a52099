// What a screen reader hears while a list is reordered by drag and drop, in the person's language and naming each item
// as the screen does: dnd-kit's own defaults are English sentences that name items by their internal ids.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';

export interface SortableAccessibility {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
}

/** The `accessibility` of a DndContext over `ids` (in their order), each item named by `nameOf`. */
export function useSortableAccessibility(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): SortableAccessibility {
  const translate = useTranslate();
  const count = ids.length;
  const positionOf = (id: UniqueIdentifier) => ids.findIndex((item) => String(item) === String(id)) + 1;
  const words = (key: string, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    translate(`app.sort.${key}`, { name: nameOf(id), position: positionOf(at), count });
  return {
    screenReaderInstructions: { draggable: translate('app.sort.instructions') },
    announcements: {
      onDragStart: ({ active }) => words('picked', active.id),
      onDragOver: ({ active, over }) => (over ? words('over', active.id, over.id) : undefined),
      onDragEnd: ({ active, over }) => (over ? words('dropped', active.id, over.id) : words('cancelled', active.id)),
      onDragCancel: ({ active }) => words('cancelled', active.id),
    },
  };
}
