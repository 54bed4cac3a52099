import { Button, Switch } from '@mui/material';
import { closeSnackbar } from 'notistack';
import { useRecordContext, useResourceContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { showToast } from '../../notifications/toasts';

/**
 * A boolean that saves as soon as it is switched (e.g. activate/deactivate a user); its toast offers to undo the
 * switch, so a slip of the finger costs one click.
 */
export const ToggleField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);
  const label = translate(`resources.${resource}.fields.${source}`, { _: source });
  const save = (previous: RaRecord, value: boolean, undo: boolean) =>
    update(
      resource,
      { id: previous.id, data: { [source]: value }, previousData: previous },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          showToast(translate(`resources.${resource}.toggle.${source}.${value ? 'on' : 'off'}`, { _: translate('ra.notification.updated', { smart_count: 1 }) }), {
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
          }),
      },
    );
  return (
    <Switch
      checked={checked}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={() => void save(record, !checked, true)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};
