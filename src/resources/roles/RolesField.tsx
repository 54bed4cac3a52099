import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import type { FieldComponentProps } from '../../engine/fields';
import { roleName } from './roleName';

/** A user's roles as chips (lists and pages). */
export const RolesField = ({ source }: FieldComponentProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const ids = (record?.[source] as number[] | undefined) ?? [];
  const { data } = useGetMany('settings/roles', { ids }, { enabled: ids.length > 0 });
  if (!ids.length || !data) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {data.map((role) => (
        <Chip key={role.id} size="small" label={roleName(role as { name?: unknown; built_in?: unknown }, translate)} />
      ))}
    </Stack>
  );
};
