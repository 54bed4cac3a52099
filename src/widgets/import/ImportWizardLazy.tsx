import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { ImportWizardProps } from './ImportWizard';

// The wizard (SheetJS, papaparse, the spreadsheet grid, the worker) loads only when a screen shows it.
const ImportWizardChunk = lazyWithReload(() => import('./ImportWizard'));

/** The import wizard, loaded on first render. */
export function LazyImportWizard(props: ImportWizardProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <ImportWizardChunk {...props} />
    </Suspense>
  );
}
