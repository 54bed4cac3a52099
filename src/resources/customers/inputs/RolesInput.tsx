import { AutocompleteArrayInput } from 'react-admin';
import type { FieldComponentProps } from '../../../engine/fields';
import { useRoleChoices } from '../useRoles';

/** The person's roles, chosen among the known ones and those in use. */
export const RolesInput = (props: FieldComponentProps) => {
  const choices = useRoleChoices();
  return <AutocompleteArrayInput {...props} choices={choices} />;
};
