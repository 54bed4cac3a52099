import { Suspense, useState, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { SpreadsheetProps } from './types';

let loading: Promise<{ default: ComponentType<SpreadsheetProps> }> | undefined;
let loaded: ComponentType<SpreadsheetProps> | undefined;

/**
 * Fetches the editor's chunk ahead of its first use (a screen that will show a sheet calls it early). Once
 * it is in, LazySpreadsheet draws the editor directly: no placeholder, and none of the wait React keeps
 * between a placeholder and the content that replaces it.
 */
export function preloadSpreadsheet(): Promise<unknown> {
  warmLocalStorage();
  loading ??= import('./Spreadsheet').then((module) => {
    loaded = module.default;
    return module;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The editor reads its remembered settings from local storage as it opens. A page's first use of local
 * storage waits for the browser to load it (tens of milliseconds): done ahead, it is not part of opening.
 */
function warmLocalStorage(): void {
  try {
    void window.localStorage.length;
  } catch {
    /* no storage: the editor keeps its settings in memory */
  }
}

// A chunk that fails to load (a new release replaced it) reloads the page, as for every lazy screen.
const SpreadsheetChunk = lazyWithReload(
  () => preloadSpreadsheet() as Promise<{ default: ComponentType<SpreadsheetProps> }>,
);

/**
 * The spreadsheet editor, loaded on first use: react-data-grid and the editor stay out of the bundles of
 * screens that never show one. A placeholder of the same height shows while the chunk loads.
 */
export function LazySpreadsheet(props: SpreadsheetProps) {
  // Chosen once: switching between the two would mount the editor anew and lose its state.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 520} />}>
      <SpreadsheetChunk {...props} />
    </Suspense>
  );
}
