// Realtime board: when others change deals (the notification stream names `/pipeline/items`), the board
// is read again with as many cards a column as are drawn now, so a column scrolled further keeps its cards, and put in
// the board's query. A read that arrives while a card is dragged is not drawn under it (DealsBoard).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRecordsChanged } from '../../engine/live/recordsChanged';
import { dealsApi, type BoardFilter } from './api';

const DEALS_PATH = '/pipeline/items';
/** The server's most cards a column in one board read. */
const MAX_PER_STAGE = 500;

export function useLiveBoard(
  pipelineId: number | undefined,
  queryKey: QueryKey,
  now: () => { drawn: number; filter: BoardFilter },
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ pipelineId, queryKey, now });
  latest.current = { pipelineId, queryKey, now };
  useEffect(
    () =>
      onRecordsChanged((paths) => {
        const { pipelineId: id, queryKey: key, now: read } = latest.current;
        if (!id || !paths.includes(DEALS_PATH)) return;
        const { drawn, filter } = read();
        dealsApi.board(id, { per_stage: Math.min(MAX_PER_STAGE, drawn), ...filter }, true).then(
          (board) => {
            if (latest.current.pipelineId === id) queryClient.setQueryData(key, board);
          },
          () => undefined,
        );
      }),
    [queryClient],
  );
}
