import type { Identifier } from 'ra-core';
import { useNotify, useRefresh, useResourceContext, useUnselectAll, useUpdateMany } from 'react-admin';
import type { ActionSpec } from '../../resourceTypes';

/**
 * Carries out a declared action on some records: an `update` is one bulk call that can be undone for a few seconds
 * (the toast's Undo), a `run` is the action's own call (confirmed before, by the caller).
 */
export function useRunAction(resourceName: string) {
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? '');
  const [updateMany] = useUpdateMany();
  return async (action: ActionSpec, ids: Identifier[]) => {
    const messageArgs = { smart_count: ids.length, _: `✓ ${ids.length}` };
    const message = `resources.${resourceName}.actions.${action.id}_done`;
    if (action.update) {
      await updateMany(
        resource,
        { ids, data: action.update },
        {
          mutationMode: 'undoable',
          onSuccess: () => {
            unselectAll();
          },
        },
      );
      notify(message, { type: 'info', undoable: true, messageArgs });
      return;
    }
    if (action.run) {
      await action.run(ids);
      unselectAll();
      refresh();
      notify(message, { type: 'success', messageArgs });
    }
  };
}
