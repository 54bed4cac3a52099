import { useRecordContext, useTranslate } from 'react-admin';
import { roleName } from './roleName';

/** The role's name in lists and pages (a built-in role's in the current language). */
export const RoleNameField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{roleName(record as { name?: unknown; built_in?: unknown }, translate)}</> : null;
};
