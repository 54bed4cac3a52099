import { useCanAccess, useResourceContext } from 'react-admin';

/**
 * What an empty list suggests, by what this user may do on it: add the first record, import a file, both, or
 * neither (a read-only role is not told to add what it cannot). `importable`: the list offers an import at all.
 * Undefined until the rights are known.
 */
export const useEmptyHint = (creatable: boolean, importable: boolean): string | undefined => {
  const resource = useResourceContext() ?? '';
  const createAccess = useCanAccess({ resource, action: 'create' });
  const importAccess = useCanAccess({ resource, action: 'import' });
  if (createAccess.isPending || importAccess.isPending) return undefined;
  const create = createAccess.canAccess === true && creatable;
  const fromFile = importAccess.canAccess === true && importable;
  if (create && fromFile) return 'entities.empty.hint_create_import';
  if (create) return 'entities.empty.hint_create';
  if (fromFile) return 'entities.empty.hint_import';
  return 'entities.empty.hint_none';
};
