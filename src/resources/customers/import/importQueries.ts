// The customer import's reads, and the keys an import leaves stale.
import { useQuery } from '@tanstack/react-query';
import { reactAdminKey } from '../../../dataProvider/queryKeys';
import { customerKeys } from '../customerKeys';
import { importApi } from './importApi';

/** Whether anyone has imported customers (asked only of who may import: the server refuses others). */
export const useAnyImports = (enabled: boolean) =>
  useQuery({ queryKey: customerKeys.of('imports', 'any'), queryFn: importApi.any, enabled });

/** The keys an import or a revert leaves stale: the customers (and what is kept under them) and the import history. */
export const importedKeys = [customerKeys.all, reactAdminKey('customer-imports')] as const;
