// /deals: a board per pipeline. Columns are stages, first on the right in Hebrew; cards move
// by drag and drop (mouse, finger, keyboard: dnd-kit) or from their menu, at once on screen and then on the server,
// which may refuse: then the card goes back and the person is told. The board comes in one read (the stages with
// their counts and values and first cards, the tags), in parallel with the pipelines list; a column loads more cards
// on request. Search and filters are the server's: while they are on, the order shown is not the whole column, so
// dragging is off and the menu moves cards. On a phone one column fills the screen and the others are a swipe away.
import { DndContext, DragOverlay } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { Deal, Stage } from './api';
import { BoardColumn, columnId } from './BoardColumn';
import { BoardToolbar } from './BoardToolbar';
import { columnThenCard } from './columnCollision';
import { DealCardStyles } from './DealCardStyles';
import { DealCardBody } from './DealCard';
import { useBoard } from './useBoard';
import { useBoardDrag } from './useBoardDrag';

const NONE: Deal[] = [];

const QuickCreateDialog = lazyWithReload(() =>
  import('./QuickCreateDialog').then((m) => ({ default: m.QuickCreateDialog })),
);

const DealsBoard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const state = useBoard();
  const { pipelines, pipelineId, choosePipeline, filters, board, stages, tags, owners, columns, totals, active } =
    state;
  const { filtered } = filters;
  const { moveFromMenu, loadMore, refresh } = state;
  const [adding, setAdding] = useState<Stage | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const drag = useBoardDrag(state, boardRef);

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
        filters={filters}
        owners={owners.data}
        tags={board.data?.tags}
        firstStage={firstStage}
        onAdd={setAdding}
      />
      <DndContext
        accessibility={drag.accessibility}
        sensors={drag.sensors}
        measuring={drag.measuring}
        collisionDetection={columnThenCard}
        onDragStart={drag.onDragStart}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
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
