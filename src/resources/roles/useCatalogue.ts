import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';

const catalogueKeys = queryKeysOf('roles-catalogue');

/** What a role can grant (GET /roles/catalogue): the server's resources, the actions and the bespoke screens. */
export interface PermissionCatalogue {
  resources: string[];
  actions: string[];
  screens: string[];
}

export const useCatalogue = () =>
  useQuery({
    queryKey: catalogueKeys.all,
    queryFn: () => http.get<PermissionCatalogue>('/roles/catalogue'),
    staleTime: Infinity,
  });

/** `*` (every resource or screen) is `all` in i18n keys. */
export const keyOf = (name: string): string => (name === '*' ? 'all' : name);
