import { useQuery } from '@tanstack/react-query';
import { newsletterApi } from './api';

/** Every distribution list (id and name), for choosing one. */
export function useLists() {
  return useQuery({
    queryKey: ['newsletter', 'lists'],
    queryFn: () => newsletterApi.lists(),
    select: (page) => page.items,
  });
}
