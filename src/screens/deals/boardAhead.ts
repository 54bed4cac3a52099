// The deals board's first reads, asked for with the menu entry's click beside the board's code: the pipelines and the
// board of the one it will show (the last one seen, beside the list; else the first, after it), and the owners its
// filter offers, instead of once the board is drawn. They go into the query cache under the board's own keys, counted fresh for the screen that mounts
// next (src/dataProvider/queryClient.ts), so it asks for neither again; a failure is left to the screen to tell.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { markAskedAhead } from '../../dataProvider/queryClient';
import { boardRead, ownersRead, pipelinesRead } from './api';
import { FIRST_CARDS } from './useBoard';
import { askedPipeline, shownPipeline } from './useBoardChoice';

async function readAhead<T>(
  queryClient: QueryClient,
  read: { queryKey: QueryKey; queryFn: () => Promise<T>; staleTime?: number },
) {
  const data = await queryClient.fetchQuery(read);
  const state = queryClient.getQueryState(read.queryKey);
  if (state) markAskedAhead(hashKey(read.queryKey), state.dataUpdateCount);
  return data;
}

export async function boardAhead(queryClient: QueryClient): Promise<void> {
  // the board as it first draws: no search, owner or tag yet
  const boardOf = (id: number) => readAhead(queryClient, boardRead(id, {}, FIRST_CARDS, false));
  // the last pipeline seen is read beside the list, as the board does; the list tells whether it is still there
  const asked = askedPipeline(new URLSearchParams());
  const early = asked ? boardOf(asked).catch(() => undefined) : undefined;
  const owners = readAhead(queryClient, ownersRead()).catch(() => undefined);
  const pipelines = await readAhead(queryClient, pipelinesRead());
  const shown = shownPipeline(pipelines.items, asked);
  if (shown && shown !== asked) await boardOf(shown);
  await Promise.all([early, owners]);
}
