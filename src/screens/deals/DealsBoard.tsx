// /deals: a board per pipeline. Columns are stages, first on the right in Hebrew; cards move
// by drag and drop (mouse, finger, keyboard: dnd-kit) or from their menu, at once on screen and then on the server,
// which may refuse: then the card goes back and the person is told. The board comes in one read (the stages with
// their counts and values and first cards, the tags), in parallel with the pipelines list; a column loads more cards
// on request. Search and filters are the server's: while they are on, the order shown is not the whole column, so
// dragging is off and the menu moves cards. On a phone one column fills the screen and the others are a swipe away.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import {
  boardRead as boardReadOf,
  dealKeys,
  dealsApi,
  useOwners,
  usePipelines,
  type Board,
  type BoardFilter,
  type Deal,
  type Stage,
} from './api';
import { BoardColumn, columnId } from './BoardColumn';
import { BoardToolbar } from './BoardToolbar';
import { columnThenCard } from './columnCollision';
import {
  applyMove,
  fromBoard,
  locate,
  shiftTotals,
  withMore,
  type Columns,
  type ColumnTotals,
  type Totals,
} from './boardState';
import { DealCardStyles } from './DealCardStyles';
import { DealCardBody } from './DealCard';
import { useIdleMeasuring } from './useIdleMeasuring';
import { useLiveBoard } from './useLiveBoard';

const STORED_PIPELINE = 'deals.pipeline';
/** Cards a column loads at first and on each request for more: a board of thousands opens and drags quickly. */
const FIRST_CARDS = 12;
const MORE_CARDS = 50;
const NONE: Deal[] = [];
const NO_TOTALS: ColumnTotals = { count: 0, value: 0, size: 0 };

const QuickCreateDialog = lazyWithReload(() =>
  import('./QuickCreateDialog').then((m) => ({ default: m.QuickCreateDialog })),
);

const stageOfDroppable = (id: string | number | undefined, columns: Columns): number | undefined => {
  if (id === undefined) return undefined;
  if (typeof id === 'string' && id.startsWith('stage-')) return Number(id.slice(6));
  return locate(columns, Number(id))?.stageId;
};

const DealsBoard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const pipelines = usePipelines();
  const asked = Number(params.get('pipeline')) || Number(localStorage.getItem(STORED_PIPELINE)) || undefined;
  // The asked pipeline's board is read while the list loads; a pipeline the list does not have gives way to its first.
  const listed = pipelines.data?.items;
  const pipelineId = listed ? (listed.find((p) => p.id === asked)?.id ?? listed[0]?.id) : asked;
  useEffect(() => {
    if (listed && pipelineId) localStorage.setItem(STORED_PIPELINE, String(pipelineId));
  }, [listed, pipelineId]);

  const [q, setQ] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [tagId, setTagId] = useState(0);
  const search = useDebouncedValue(q.trim(), 300);
  const filter = useMemo<BoardFilter>(
    () => ({ q: search || undefined, owner_id: ownerId || undefined, tag_id: tagId || undefined }),
    [search, ownerId, tagId],
  );
  const filtered = Boolean(filter.q || filter.owner_id || filter.tag_id);
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

  // The columns on screen: the server's, and while a card is handled, ours.
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
  const [adding, setAdding] = useState<Stage | null>(null);

  useLiveBoard(pipelineId, boardRead.queryKey, () => ({
    drawn: Math.max(FIRST_CARDS, ...Object.values(current.current.columns).map((cards) => cards.length)),
    filter: current.current.filter,
  }));

  const choosePipeline = useCallback((id: number) => setParams({ pipeline: String(id) }), [setParams]);
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What a screen reader hears while a card moves, in the user's language (dnd-kit's own words are English).
  const titleOf = (id: UniqueIdentifier) => {
    const at = locate(columns, Number(id));
    return at ? columns[at.stageId][at.index].title : '';
  };
  const placeOf = (overId: UniqueIdentifier) => {
    const stageId = stageOfDroppable(overId, columns);
    const stage = stages.find((s) => s.id === stageId)?.name ?? '';
    const index = typeof overId === 'number' ? locate(columns, overId)?.index : undefined;
    return { stage, position: (index ?? columns[stageId ?? -1]?.length ?? 0) + 1 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => translate('deals.a11y.picked', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? translate('deals.a11y.over', { title: titleOf(a.id), ...placeOf(over.id) })
        : translate('deals.a11y.outside', { title: titleOf(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? translate('deals.a11y.dropped', { title: titleOf(a.id), ...placeOf(over.id) })
        : translate('deals.a11y.cancelled', { title: titleOf(a.id) }),
    onDragCancel: ({ active: a }) => translate('deals.a11y.cancelled', { title: titleOf(a.id) }),
  };
  const boardRef = useRef<HTMLDivElement>(null);
  const { measuring, hold: holdMeasuring } = useIdleMeasuring(active !== null, columns, boardRef);
  const onDragStart = ({ active: picked }: DragStartEvent) => {
    const at = locate(columns, Number(picked.id));
    setActive(at ? columns[at.stageId][at.index] : null);
  };
  // The columns stay as they are while a card is dragged (the cards make room for it by their transforms: DealCard);
  // it goes before the card it is dropped on, or last in a column dropped on below its cards.
  const onDragEnd = ({ active: picked, over }: DragEndEvent) => {
    setActive(null);
    holdMeasuring();
    const from = locate(columns, Number(picked.id));
    const toStage = stageOfDroppable(over?.id, columns);
    if (!from || toStage === undefined) return;
    const onCard = typeof over?.id === 'number' ? locate(columns, over.id) : undefined;
    const index = onCard ? onCard.index : toStage === from.stageId ? from.index : columns[toStage].length;
    if (toStage === from.stageId && index === from.index) return;
    const previous = { columns, totals };
    const deal = columns[from.stageId][from.index];
    setColumns(applyMove(columns, deal.id, toStage, index));
    setTotals(shiftTotals(totals, deal.value, from.stageId, toStage));
    void commit(deal, toStage, index, previous);
  };
  const onDragCancel = () => {
    setActive(null);
    holdMeasuring();
  };

  if (pipelines.isSuccess && !pipelines.data.items.length) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <Title title={translate('deals.title')} />
        <Typography sx={{ mb: 2 }}>{translate('deals.no_pipelines')}</Typography>
        <Button variant="contained" component={RouterLink} to="/settings/pipelines/create">
          {translate('deals.create_pipeline')}
        </Button>
      </Box>
    );
  }

  const firstStage = stages.find((s) => s.kind === 'open') ?? stages[0];
  const columnWidth = phone ? 'calc(100vw - 48px)' : 280;
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        height: { md: 'calc(100vh - 64px)' },
        minWidth: 0,
      }}
    >
      <Title title={translate('deals.title')} />
      <DealCardStyles />
      <BoardToolbar
        pipelines={pipelines.data?.items}
        pipelineId={pipelineId}
        onPipeline={choosePipeline}
        q={q}
        onQ={setQ}
        ownerId={ownerId}
        onOwner={setOwnerId}
        owners={owners.data}
        tagId={tagId}
        onTag={setTagId}
        tags={board.data?.tags}
        firstStage={firstStage}
        onAdd={setAdding}
      />
      <DndContext
        accessibility={{ announcements, screenReaderInstructions: { draggable: translate('deals.a11y.instructions') } }}
        sensors={sensors}
        measuring={measuring}
        collisionDetection={columnThenCard}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <Stack
          ref={boardRef}
          direction="row"
          spacing={1.5}
          sx={{
            flex: 1,
            minHeight: 0,
            overflowX: 'auto',
            pb: 1,
            scrollSnapType: phone ? 'x mandatory' : undefined,
            alignItems: 'stretch',
          }}
          data-testid="board"
        >
          {stages.map((stage) => (
            <BoardColumn
              key={stage.id}
              stage={stage}
              stages={stages}
              deals={columns[stage.id] ?? NONE}
              count={totals[stage.id]?.count ?? 0}
              value={totals[stage.id]?.value ?? 0}
              tags={tags}
              filtered={filtered}
              onAdd={setAdding}
              onMove={moveFromMenu}
              onMore={loadMore}
              width={columnWidth}
            />
          ))}
        </Stack>
        <DragOverlay>
          {active ? (
            <div className="deal-card-box deal-card-raised" style={{ width: phone ? 'calc(100vw - 64px)' : 264 }}>
              <DealCardBody deal={active} tags={tags} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {adding && pipelineId && (
        <Suspense fallback={null}>
          <QuickCreateDialog
            pipelineId={pipelineId}
            stage={adding}
            onClose={() => setAdding(null)}
            onCreated={(deal) => {
              setAdding(null);
              void refresh();
              if (phone) navigate(`/deals/${deal.id}`);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
};

export default DealsBoard;
export { columnId };
