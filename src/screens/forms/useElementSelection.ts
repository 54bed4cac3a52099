// The element in the builder's settings panel: its path, where it was last (so that while its key is being edited
// and two elements share it for a moment, the one being edited stays chosen), and a serial that changes with each
// choice but not with an edit, so the settings panel starts afresh only for another element.
import { useState } from 'react';
import type { ElementPath, Position } from './builderTree';

export interface ElementSelection {
  path: ElementPath;
  at?: Position;
  serial: number;
}

export function useElementSelection() {
  const [selection, setSelection] = useState<ElementSelection | null>(null);
  /** Chooses an element (or none): a new choice, so the serial changes. */
  const select = (path: ElementPath | null) =>
    setSelection((current) => (path ? { path, serial: (current?.serial ?? 0) + 1 } : null));
  /** Follows the chosen element through an edit (its key may have changed): the same choice, the same serial. */
  const follow = (path: ElementPath, at: Position) => setSelection((current) => current && { ...current, path, at });
  return { selection, select, follow };
}
