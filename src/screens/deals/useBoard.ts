// The deals board's state: which pipeline (the address's, else the last one seen, else the first), the search and
// filters, the board read for them (asked for as the screen first draws), and the columns on screen: the server's,
// and while a card is handled, ours. A move shows at once and is then sent; a refused one goes back and is told.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { boardRead as boardReadOf, dealKeys, dealsApi, useOwners, type Board, type Deal, type Stage } from './api';
import {
  applyMove,
  fromBoard,
  shiftTotals,
  withMore,
  type Columns,
  type ColumnTotals,
  type Totals,
} from './boardState';
import { useLiveBoard } from './useLiveBoard';
import { useBoardFilter, useBoardPipeline } from './useBoardChoice';

/** Cards a column loads at first and on each request for more: a board of thousands opens and drags quickly. */
export const FIRST_CARDS = 12;
const MORE_CARDS = 50;
const NO_TOTALS: ColumnTotals = { count: 0, value: 0, size: 0 };

export function useBoard() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { pipelines, listed, pipelineId, choosePipeline } = useBoardPipeline();
  const filters = useBoardFilter();
  const { filter } = filters;
  const boardRead = boardReadOf(pipelineId, filter, FIRST_CARDS, !listed);
  // Asked for as this first draws, not once the whole signed-in frame around it has (as usePrefetchQuery does).
  if (pipelineId && !queryClient.getQueryState(boardRead.queryKey)) void queryClient.prefetchQuery(boardRead);
  const board = useQuery({
    ...boardRead,
    enabled: !!pipelineId,
    // a new search keeps the board on screen until its answer comes; another pipeline does not show this one's
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === pipelineId ? previous : undefined),
  });
  const stages = useMemo<Stage[]>(() => board.data?.stages ?? [], [board.data]);
  const tags = useMemo(() => new Map((board.data?.tags ?? []).map((t) => [t.id, t])), [board.data]);
  // who may own a deal, for the owner filter: read after the board, which it would only slow down
  const owners = useOwners(!!board.data);

  const [columns, setColumns] = useState<Columns>({});
  const [totals, setTotals] = useState<Totals>({});
  const [active, setActive] = useState<Deal | null>(null);
  const [shownBoard, setShownBoard] = useState<Board>();
  if (board.data && board.data !== shownBoard) {
    // a board read while a card is dragged is not drawn under it
    setShownBoard(board.data);
    if (!active) {
      const next = fromBoard(board.data.stages);
      setColumns(next.columns);
      setTotals(next.totals);
    }
  }

  useLiveBoard(pipelineId, boardRead.queryKey, () => ({
    drawn: Math.max(FIRST_CARDS, ...Object.values(current.current.columns).map((cards) => cards.length)),
    filter: current.current.filter,
  }));

  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });
  const current = useRef({ columns, totals, filter });
  current.current = { columns, totals, filter };

  /**
   * Sends a move the screen already shows (the board is then right: nothing is fetched again); on refusal the board
   * goes back to `previous` and is read again.
   */
  const commit = async (deal: Deal, stageId: number, index: number, previous: { columns: Columns; totals: Totals }) => {
    try {
      await dealsApi.move(deal.id, stageId, index);
      void queryClient.invalidateQueries({ queryKey: dealKeys.of('stages'), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: dealKeys.of('board'), refetchType: 'none' });
    } catch (error) {
      setColumns(previous.columns);
      setTotals(previous.totals);
      const reason = isApiError(error) ? error.message : String(error);
      showToast(translate('deals.move_failed', { reason }), { variant: 'error' });
      await refresh();
    }
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  /** Shows a card's move at once, then sends it. */
  const move = (deal: Deal, fromStage: number, toStage: number, index: number) => {
    const previous = { columns, totals };
    setColumns(applyMove(columns, deal.id, toStage, index));
    setTotals(shiftTotals(totals, deal.value, fromStage, toStage));
    void commit(deal, toStage, index, previous);
  };

  // From a card's menu: to the end of the stage (past cards not loaded yet, if it has any).
  const moveFromMenu = useCallback((deal: Deal, stageId: number) => {
    const previous = { columns: current.current.columns, totals: current.current.totals };
    const target = previous.totals[stageId] ?? NO_TOTALS;
    const loaded = previous.columns[stageId]?.length ?? 0;
    const index = Math.max(target.size, loaded);
    setColumns(applyMove(previous.columns, deal.id, stageId, index, loaded < target.count));
    setTotals(shiftTotals(previous.totals, deal.value, deal.stage_id, stageId));
    void commitRef.current(deal, stageId, index, previous);
  }, []);

  const loadMore = useCallback(async (stageId: number) => {
    const { columns: loaded, filter: now } = current.current;
    const page = await dealsApi.deals({
      stage_id: stageId,
      offset: loaded[stageId]?.length ?? 0,
      limit: MORE_CARDS,
      ...now,
    });
    setColumns((latest) => withMore(latest, stageId, page.items));
  }, []);

  return {
    pipelines,
    pipelineId,
    choosePipeline,
    filters,
    board,
    stages,
    tags,
    owners,
    columns,
    totals,
    active,
    setActive,
    refresh,
    move,
    moveFromMenu,
    loadMore,
  };
}

export type DealsBoardState = ReturnType<typeof useBoard>;
