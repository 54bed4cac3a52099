import { Confirm, useTranslate } from 'react-admin';
import type { ActionSpec } from '../../defineResource';

interface Props {
  resourceName: string;
  action: ActionSpec | null;
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Publish 3 products?": the question before an action that cannot be undone. */
export const ActionConfirm = ({ resourceName, action, count, onConfirm, onClose }: Props) => {
  const translate = useTranslate();
  const label = action ? translate(`resources.${resourceName}.actions.${action.id}`) : '';
  return (
    <Confirm
      isOpen={action !== null}
      title={label}
      content={translate(`resources.${resourceName}.actions.${action?.id ?? ''}_confirm`, { smart_count: count, _: translate('entities.actions.confirm', { smart_count: count, action: label }) })}
      confirm={label}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
