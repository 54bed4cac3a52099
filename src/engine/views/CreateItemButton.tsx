import { CreateButton, useResourceContext, useTranslate, type CreateButtonProps } from 'react-admin';
import { useAppResource } from '../registry';

/** The create button named for what it adds ('הוספת לקוח', 'Create Customer'), not react-admin's generic 'record'. */
export const CreateItemButton = (props: CreateButtonProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props) ?? '';
  // messages live under the resource's name, which differs from its route for nested ones (subscriptions/payments)
  const name = useAppResource(resource)?.name ?? resource;
  const item = translate(`resources.${name}.name`, { smart_count: 1, _: name });
  return <CreateButton label={translate('ra.action.create_item', { item })} {...props} />;
};
