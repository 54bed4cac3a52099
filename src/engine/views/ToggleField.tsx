import { Button, Switch } from '@mui/material';
import { closeSnackbar } from 'notistack';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import type { ToggleConfirm } from '../fields';

/**
 * A boolean that saves as soon as it is switched (e.g. activate/deactivate a user); its toast offers to undo the
 * switch, so a slip of the finger costs one click. With `confirmOn`, turning it on for some records first asks a
 * dialog for more fields, saved in the same call.
 */
export const ToggleField = ({ source, confirmOn }: { source: string; confirmOn?: ToggleConfirm }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);
  const label = translate(`resources.${resource}.fields.${source}`, { _: source });
  const save = (previous: RaRecord, value: boolean, undo: boolean, extra: Record<string, unknown> = {}) =>
    update(
      resource,
      { id: previous.id, data: { ...extra, [source]: value }, previousData: previous },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          showToast(
            translate(`resources.${resource}.toggle.${source}.${value ? 'on' : 'off'}`, {
              _: translate('ra.notification.updated', { smart_count: 1 }),
            }),
            {
              variant: 'success',
              action: undo
                ? (id) => (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        closeSnackbar(id);
                        void save({ ...previous, ...saved }, !value, false);
                      }}
                    >
                      {translate('ra.action.undo')}
                    </Button>
                  )
                : undefined,
            },
          ),
      },
    );
  const Dialog = confirmOn?.dialog;
  return (
    <>
      <Switch
        checked={checked}
        disabled={isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={() => {
          if (!checked && confirmOn?.needed(record)) setAsking(true);
          else void save(record, !checked, true);
        }}
        slotProps={{ input: { 'aria-label': label } }}
      />
      {Dialog && asking ? (
        // the dialog sits in a portal, but its clicks still bubble (React tree) to the row, which would open the record
        <span onClick={(event) => event.stopPropagation()}>
          <Dialog
            record={record}
            onCancel={() => setAsking(false)}
            onConfirm={(extra) => {
              setAsking(false);
              void save(record, true, true, extra);
            }}
          />
        </span>
      ) : null}
    </>
  );
};
