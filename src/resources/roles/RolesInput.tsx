import LinearProgress from '@mui/material/LinearProgress';
import { CheckboxGroupInput, useGetList, useTranslate } from 'react-admin';
import type { FieldComponentProps } from '../../engine/fields';
import { roleName } from './roleName';

const ALL_ROLES = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** The roles a user holds (a user's page): one checkbox per role, built-in ones named in the current language. */
export const RolesInput = ({ source, label }: FieldComponentProps) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList('settings/roles', ALL_ROLES);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const choices = (data ?? []).map((role) => ({
    id: role.id,
    name: roleName(role as { name?: unknown; built_in?: unknown }, translate),
  }));
  return (
    <CheckboxGroupInput source={source} label={label} choices={choices} translateChoice={false} defaultValue={[]} />
  );
};
