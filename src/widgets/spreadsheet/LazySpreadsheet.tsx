import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { SpreadsheetProps } from './types';

const SpreadsheetChunk = lazy(() => import('./Spreadsheet'));

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
