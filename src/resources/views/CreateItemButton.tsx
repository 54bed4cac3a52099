import { CreateButton, useResourceContext, useTranslate, type CreateButtonProps } from 'react-admin';

/** The create button named for what it adds ('הוספת לקוח', 'Create Customer'), not react-admin's generic 'record'. */
export const CreateItemButton = (props: CreateButtonProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props) ?? '';
  const item = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return <CreateButton label={translate('ra.action.create_item', { item })} {...props} />;
};
