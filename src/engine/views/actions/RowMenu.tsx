import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ActionSpec, AppResource } from '../../resourceTypes';
import { ActionConfirm } from './ActionConfirm';
import { useRunAction } from './useRunAction';

interface Props {
  resource: AppResource;
  canDelete: boolean;
}

/**
 * The "⋮" menu at the end of a row: the resource's row actions, then delete (which asks first). A page draws one per
 * row, so only its button is made with the row; the menu, its questions and what carries out its actions are made
 * the first time it is opened, and kept with the row from then on (an action may still be under way when they close).
 */
export const RowMenu = ({ resource, canDelete }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!record) return null;
  const actions = (resource.config.actions ?? []).filter(
    (a) => a.row !== false && !a.refs && (!a.when || a.when(record)),
  );
  if (!actions.length && !canDelete) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('entities.actions.menu', { name: resource.represent(record) })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {opened ? (
        <RowMenuItems
          resource={resource}
          canDelete={canDelete}
          record={record}
          actions={actions}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
};

/** The opened menu of a row, the questions it asks and the calls it makes. */
function RowMenuItems({
  resource,
  canDelete,
  record,
  actions,
  anchor,
  onClose,
}: Props & { record: RaRecord; actions: ActionSpec[]; anchor: HTMLElement | null; onClose: () => void }) {
  const routeName = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const runAction = useRunAction(resource.name);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [confirming, setConfirming] = useState<ActionSpec | null>(null);
  const [running, setRunning] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const choose = (action: ActionSpec) => {
    onClose();
    if (action.update) void runAction(action, [record.id]);
    else setConfirming(action);
  };
  const remove = () =>
    deleteOne(
      routeName,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }),
        onSettled: () => setConfirmDelete(false),
      },
    );

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => {
          const Icon = action.icon;
          return (
            <MenuItem key={action.id} onClick={() => choose(action)}>
              {Icon ? (
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
              ) : null}
              {translate(`resources.${resource.name}.actions.${action.id}`)}
            </MenuItem>
          );
        })}
        {canDelete ? (
          <MenuItem
            onClick={() => {
              onClose();
              setConfirmDelete(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutline />
            </ListItemIcon>
            {translate('ra.action.delete')}
          </MenuItem>
        ) : null}
      </Menu>
      <span onClick={(event) => event.stopPropagation()}>
        <ActionConfirm
          resourceName={resource.name}
          action={confirming}
          count={1}
          record={record}
          loading={running}
          onConfirm={() => {
            // the dialog stays, its buttons waiting, until the request is answered: no second request meanwhile
            if (!confirming || running) return;
            setRunning(true);
            void runAction(confirming, [record.id]).finally(() => {
              setRunning(false);
              setConfirming(null);
            });
          }}
          onClose={() => setConfirming(null)}
        />
        <Confirm
          isOpen={confirmDelete}
          loading={deleting}
          title="app.confirm.title"
          content="app.confirm.message"
          onConfirm={remove}
          onClose={() => setConfirmDelete(false)}
        />
      </span>
    </>
  );
}
