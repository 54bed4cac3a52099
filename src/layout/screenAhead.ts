// What a menu entry's click asks for beside the screen's code: a generated list's first page
// (src/engine/prefetchFirstPage.ts), or what a bespoke screen declares it reads first (AppRoute.ahead).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useListAhead } from '../engine/prefetchFirstPage';
import { appRoutes } from '../routes';

export function useScreenAhead(): (pathname: string) => void {
  const listAhead = useListAhead();
  const queryClient = useQueryClient();
  return useCallback(
    (pathname: string) => {
      listAhead(pathname);
      void appRoutes
        .find((route) => route.path === pathname)
        ?.ahead?.(queryClient)
        .catch(() => undefined);
    },
    [listAhead, queryClient],
  );
}
