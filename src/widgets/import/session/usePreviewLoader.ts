// The preview of the import: the rows converted by the mapping shown. A main CSV file whose cells came to the page
// is converted there as its rows are shown; otherwise, and whenever related files are joined (the engine holds
// them), the engine converts every row, reusing a conversion already made for the same mapping.
import { useCallback } from 'react';
import { ConversionCancelled, type Progress } from '../engine/importClient';
import { lazyPreview } from '../engine/lazyPreview';
import type { ConversionProgress, RowIssues } from '../engine/previewJobs';
import type { Slot } from '../engine/protocol';
import type { ColumnPlan, ConversionPlan } from '../logic/conversionPlan';
import { isRelatedConfigured } from '../logic/relatedConfigured';
import type { CsvTokens } from '../parse/csvTokens';
import type { ValueStore } from '../ui/progressStore';
import type { MappingState, PreviewRow, RelatedState } from '../types';
import type { Engine } from './useImportEngine';

export interface PreviewData {
  rows: PreviewRow[];
  issues: RowIssues;
  columns: ColumnPlan[];
}

/** Steps of the preview's bar while a CSV file's cells are still coming. */
const PAGE_PROGRESS_STEPS = 100;

/** Slots of the related files that a mapping uses, by array field path. */
function relatedSlotsOf(related: RelatedState): Record<string, Slot> {
  return Object.fromEntries(
    Object.values(related)
      .filter(isRelatedConfigured)
      .map((config) => [config.fieldPath, config.slot]),
  );
}

export function usePreviewLoader({
  mapping,
  drawnPlan,
  drawnColumns,
  related,
  mainFile,
  engine,
  progress,
}: {
  /** The mapping shown (none while it is still coming). */
  mapping: MappingState | null;
  drawnPlan: ConversionPlan | null;
  drawnColumns: ColumnPlan[] | null;
  related: RelatedState;
  /** The main file: whether its first row is a header, and its cells when they came to the page. */
  mainFile: { hasHeader: boolean; pageCells: () => Promise<CsvTokens | null> | null };
  engine: () => Engine;
  progress: ValueStore<Progress | null>;
}) {
  const { hasHeader, pageCells } = mainFile;
  /**
   * Converts the rows by the current mapping (reusing a conversion already made for it): the preview's
   * columns at once, its rows when every one is converted (null when the conversion was cancelled).
   */
  return useCallback(
    (
      onProgress: (progress: ConversionProgress) => void,
    ): { columns: ColumnPlan[]; data: Promise<PreviewData | null> } | null => {
      // The mapping shown is the one drawn.
      if (!mapping || !drawnPlan || !drawnColumns) return null;
      const plan = drawnPlan;
      const columns = drawnColumns;
      const byEngine = () =>
        engine()
          .jobs.run(plan, relatedSlotsOf(related), onProgress)
          .then(
            ({ rows, issues }) => ({ rows, issues, columns }),
            (error: unknown) => {
              if (error instanceof ConversionCancelled) return null;
              throw error;
            },
          );
      // Related data is joined by the engine, which holds the related files.
      const page = plan.related.length === 0 ? pageCells() : null;
      if (!page) return { columns, data: byEngine() };
      // Until the cells are all there, the bar shows how far the engine has read the file.
      const report = () => {
        const share = progress.get()?.share;
        if (typeof share === 'number')
          onProgress({ converted: Math.round(share * PAGE_PROGRESS_STEPS), total: PAGE_PROGRESS_STEPS });
      };
      report();
      const stop = progress.subscribe(report);
      const data = page
        .finally(stop)
        .then((tokens) => (tokens ? { ...lazyPreview(tokens, hasHeader, plan), columns } : byEngine()));
      return { columns, data };
    },
    [drawnColumns, drawnPlan, engine, hasHeader, mapping, pageCells, progress, related],
  );
}
