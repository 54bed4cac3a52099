import { useCallback, useState, type Key } from 'react';

/** The selected rows' keys: the parent's when it passes `selectedRows`, the sheet's own otherwise. */
export function useRowSelection(
  selectedRows: ReadonlySet<Key> | undefined,
  onSelectedRowsChange: ((selected: Set<Key>) => void) | undefined,
): [ReadonlySet<Key>, (next: Set<Key>) => void] {
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<Key>>(() => new Set());
  const setSelectedRows = useCallback(
    (next: Set<Key>) => {
      if (!selectedRows) setOwnSelection(next);
      onSelectedRowsChange?.(next);
    },
    [selectedRows, onSelectedRowsChange],
  );
  return [selectedRows ?? ownSelection, setSelectedRows];
}
