import { useState } from 'react';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';
import type { ActionSpec, AppResource } from '../../resourceTypes';
import { ConfirmBulkDeleteButton } from '../ConfirmDeleteButton';
import { ActionConfirm } from './ActionConfirm';
import { BulkRefsDialog } from './BulkRefsDialog';
import { useRunAction } from './useRunAction';

/** The buttons over selected rows: the resource's bulk actions, then delete (which asks first). */
export const BulkActions = ({ resource, canDelete }: { resource: AppResource; canDelete: boolean }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const runAction = useRunAction(resource.name);
  const [confirming, setConfirming] = useState<ActionSpec | null>(null);
  const [refs, setRefs] = useState<ActionSpec | null>(null);
  const actions = (resource.config.actions ?? []).filter((a) => a.bulk !== false);
  return (
    <>
      {actions.map((action) => {
        const Icon = action.icon;
        return (
          <Button
            key={action.id}
            size="small"
            startIcon={Icon ? <Icon /> : undefined}
            onClick={() =>
              action.refs
                ? setRefs(action)
                : action.update
                  ? void runAction(action, selectedIds)
                  : setConfirming(action)
            }
          >
            {translate(`resources.${resource.name}.actions.${action.id}`)}
          </Button>
        );
      })}
      {canDelete ? <ConfirmBulkDeleteButton /> : null}
      {refs?.refs ? (
        <BulkRefsDialog
          resource={resource}
          field={refs.refs}
          action={refs.id}
          ids={selectedIds}
          open
          onClose={() => setRefs(null)}
        />
      ) : null}
      <ActionConfirm
        resourceName={resource.name}
        action={confirming}
        count={selectedIds.length}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action) void runAction(action, selectedIds);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
