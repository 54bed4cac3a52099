// What a menu entry's click asks for beside the screen's code: a generated list's first page
// (src/engine/prefetchFirstPage.ts), or what a bespoke screen declares it reads first (AppRoute.ahead); and the
// screen's code, asked for as the pointer reaches the entry.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useListAhead, useListCodeAhead } from '../engine/prefetchFirstPage';
import { appRoutes } from '../routes';

/** The bespoke screen a menu entry opens, if it is one. */
const routeAt = (pathname: string) => appRoutes.find((route) => route.path === pathname);

export function useScreenAhead(): (pathname: string) => void {
  const listAhead = useListAhead();
  const queryClient = useQueryClient();
  return useCallback(
    (pathname: string) => {
      listAhead(pathname);
      void routeAt(pathname)
        ?.ahead?.(queryClient)
        .catch(() => undefined);
    },
    [listAhead, queryClient],
  );
}

/** A screen's code, fetched as the pointer or the focus reaches its menu entry: a generated list's or a bespoke screen's. */
export function useScreenCodeAhead(): (pathname: string) => void {
  const listCodeAhead = useListCodeAhead();
  return useCallback(
    (pathname: string) => {
      listCodeAhead(pathname);
      void routeAt(pathname)
        ?.preload?.()
        .catch(() => undefined);
    },
    [listCodeAhead],
  );
}
