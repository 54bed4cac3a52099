import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { SpreadsheetProps } from './types';

// A chunk that fails to load (a new release replaced it) reloads the page, as for every lazy screen.
const SpreadsheetChunk = lazyWithReload(() => import('./Spreadsheet'));

/**
 * The spreadsheet editor, loaded on first use: react-data-grid and the editor stay out of the bundles of
 * screens that never show one. A placeholder of the same height shows while the chunk loads.
 */
export function LazySpreadsheet(props: SpreadsheetProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 520} />}>
      <SpreadsheetChunk {...props} />
    </Suspense>
  );
}
