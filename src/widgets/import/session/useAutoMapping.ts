// The mapping of the table's columns to the fields. A new table is mapped automatically; the mapping is known at
// once ("upcoming": the wizard draws it out of sight) and shown after MAPPING_DELAY_MS, and a workbook's rows are
// converted by it meanwhile, so an unchanged mapping previews without waiting.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { MAPPING_DELAY_MS } from '../constants';
import type { TableInfo } from '../engine/protocol';
import { buildConversionPlan } from '../logic/conversionPlan';
import { computeDisabled } from '../logic/fieldDisabling';
import { initialMapping } from '../logic/mappingState';
import type { MappingState, NormalizedField } from '../types';
import type { Engine } from './useImportEngine';

export function useAutoMapping(fields: readonly NormalizedField[], engine: () => Engine, dropRelated: () => void) {
  const [mapping, setMapping] = useState<MappingState | null>(null);
  /**
   * The automatic mapping of the table, known before it is shown (after MAPPING_DELAY_MS): the wizard draws it
   * out of sight meanwhile, so showing it is only a matter of revealing it.
   */
  const [upcoming, setUpcoming] = useState<MappingState | null>(null);
  const mappingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(mappingTimer.current), []);

  /**
   * New rows: map automatically after the delay; meanwhile convert by that same mapping ahead of time when
   * `convertAhead` (a workbook is converted by its automatic mapping at once; a CSV file's preview converts its
   * rows on the page as they are shown: nothing to do ahead, nor a plan to make).
   */
  const mapTable = useCallback(
    (table: TableInfo, convertAhead: boolean) => {
      clearTimeout(mappingTimer.current);
      setMapping(null);
      dropRelated();
      const auto = initialMapping(fields, table.headers, table.columnTypes);
      setUpcoming(auto);
      if (table.rowCount > 0 && convertAhead)
        engine().jobs.prefetch(buildConversionPlan(fields, auto, {}, computeDisabled(fields, auto, {})));
      // A transition, and the mapping table draws its rows a few at a time (MappingSection): no long task.
      mappingTimer.current = setTimeout(() => startTransition(() => setMapping(auto)), MAPPING_DELAY_MS);
    },
    [dropRelated, engine, fields],
  );

  /** No table any more: no mapping, shown or coming. */
  const forgetMapping = useCallback(() => {
    clearTimeout(mappingTimer.current);
    setMapping(null);
    setUpcoming(null);
  }, []);

  return { mapping, setMapping, upcoming, mapTable, forgetMapping };
}
