import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { clampColumnWidth } from './columnWidth';
import { readStored, writeStored } from './useStoredState';

const WIDTH_SAVE_DELAY_MS = 300;

export interface ColumnWidths {
  /** The widths remembered when the sheet opened; the grid's starting widths. */
  storedWidths: Record<string, number>;
  /** The widths as the person has resized them since (read by wrapped row heights). */
  widthsRef: MutableRefObject<Record<string, number>>;
  /** Records a resized column and remembers the widths a moment after the last resize. */
  onColumnResize: (column: { key: string }, width: number) => void;
}

/** Column widths, remembered in local storage under `<storageKey>.columnWidths` when there is a key. */
export function useColumnWidths(storageKey: string | undefined): ColumnWidths {
  const widthsKey = storageKey && `${storageKey}.columnWidths`;
  const [storedWidths] = useState<Record<string, number>>(() => (widthsKey ? readStored(widthsKey, {}) : {}));
  const widthsRef = useRef<Record<string, number>>(storedWidths);
  const widthSaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(widthSaveTimer.current), []);

  const onColumnResize = (column: { key: string }, width: number) => {
    widthsRef.current = { ...widthsRef.current, [column.key]: clampColumnWidth(width) };
    if (!widthsKey) return;
    window.clearTimeout(widthSaveTimer.current);
    widthSaveTimer.current = window.setTimeout(() => writeStored(widthsKey, widthsRef.current), WIDTH_SAVE_DELAY_MS);
  };

  return { storedWidths, widthsRef, onColumnResize };
}
