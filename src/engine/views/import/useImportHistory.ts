import { useCallback } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useAppResource } from '../../registry';
import type { AppResource } from '../../resourceTypes';

export type HistoryText = (key: string, args?: Record<string, unknown>) => string;

interface ImportHistory {
  history: AppResource;
  /** The resource whose imports these are (its list is where "back" goes). */
  owner: AppResource | undefined;
  /** Its report and revert calls live under this path. */
  base: string;
  /** Imports that add to records they find (customers) count those. */
  merges: boolean;
  /** A text of `resources.<history>.<key>` when the resource words it itself, else `entities.import.history_page.<key>`. */
  t: HistoryText;
}

/** The import history shown on this page (an `importHistoryOf` resource), its owner and its words. */
export function useImportHistory(): ImportHistory {
  const translate = useTranslate();
  const history = useAppResource(useResourceContext() ?? '');
  if (!history) throw new Error('useImportHistory outside an import history resource');
  const owner = useAppResource(history.menuUnder ?? '');
  const name = owner ? translate(`resources.${owner.name}.name`, { smart_count: 2 }) : '';
  const t = useCallback<HistoryText>(
    (key, args = {}) =>
      translate(`resources.${history.name}.${key}`, {
        ...args,
        _: translate(`entities.import.history_page.${key}`, { name, ...args }),
      }),
    [translate, history.name, name],
  );
  return { history, owner, base: history.api.list?.path ?? '', merges: 'merged' in history.fields, t };
}
