import { createElement } from 'react';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import type { ActionSpec } from '../../resourceTypes';

interface Props {
  resourceName: string;
  action: ActionSpec | null;
  count: number;
  /** The one record it is asked for (a row's menu): the action's own content may speak of it. */
  record?: RaRecord;
  /** The action's request is out: both buttons wait. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Publish 3 products?": the question before an action that cannot be undone. */
export const ActionConfirm = ({ resourceName, action, count, record, loading, onConfirm, onClose }: Props) => {
  const translate = useTranslate();
  const label = action ? translate(`resources.${resourceName}.actions.${action.id}`) : '';
  return (
    <Confirm
      isOpen={action !== null}
      title={label}
      content={
        action?.confirmContent && record
          ? createElement(action.confirmContent, { record })
          : translate(`resources.${resourceName}.actions.${action?.id ?? ''}_confirm`, {
              smart_count: count,
              _: translate('entities.actions.confirm', { smart_count: count, action: label }),
            })
      }
      loading={loading}
      confirm={label}
      onConfirm={onConfirm}
      onClose={() => !loading && onClose()}
    />
  );
};
