import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';

/** A boolean that saves as soon as it is switched (e.g. activate/deactivate a user). */
export const ToggleField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const checked = Boolean(record[source]);
  const label = translate(`resources.${resource}.fields.${source}`, { _: source });
  const toggle = () =>
    update(
      resource,
      { id: record.id, data: { [source]: !checked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(`resources.${resource}.toggle.${source}.${checked ? 'off' : 'on'}`, {
            type: 'success',
            messageArgs: { _: translate('ra.notification.updated', { smart_count: 1 }) },
          }),
      },
    );
  return (
    <Switch
      checked={checked}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};
