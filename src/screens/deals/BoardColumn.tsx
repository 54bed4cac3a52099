// A stage on the board: its colour, name, count and value (over all its deals, or all those the filters match), a '+'
// to add a deal to it, and its loaded cards (the board loads the first of each column; a column loads more when its
// 'more' button scrolls into sight or is pressed).
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { shekels } from '../../lib/format';
import type { Deal, Stage, Tag } from './api';
import { DealCard } from './DealCard';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

interface Props {
  stage: Stage;
  stages: Stage[];
  /** The loaded cards, in order. */
  deals: Deal[];
  /** The column's number of deals and their value in agorot (beyond the loaded ones). */
  count: number;
  value: number;
  tags: Map<number, Tag>;
  filtered: boolean;
  onAdd: (stage: Stage) => void;
  onMove: (deal: Deal, stageId: number) => void;
  /** Loads the column's next cards. */
  onMore: (stageId: number) => Promise<void>;
  width: number | string;
}

export const columnId = (stageId: number) => `stage-${stageId}`;

/** The column's name, count and value, and its '+': memoised, so a drag over the board does not redraw it. */
const ColumnHeader = memo(function ColumnHeader({
  stage,
  count,
  value,
  onAdd,
}: Pick<Props, 'stage' | 'count' | 'value' | 'onAdd'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack direction="row" alignItems="center" sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h2" noWrap>
          {stage.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="column-summary">
          {translate('deals.column_summary', { smart_count: count, value: shekels(value, locale) })}
        </Typography>
      </Box>
      <LabelledIconButton
        label={translate('deals.add_to', { stage: stage.name })}
        size="small"
        onClick={() => onAdd(stage)}
      >
        <Add fontSize="small" />
      </LabelledIconButton>
    </Stack>
  );
});

/** Below the cards: 'no deals' in an empty column, else 'more' while some are not loaded (pressed, or scrolled to). */
const ColumnFoot = memo(function ColumnFoot({
  stageId,
  loaded,
  count,
  filtered,
  onMore,
}: {
  stageId: number;
  loaded: number;
  count: number;
  filtered: boolean;
  onMore: Props['onMore'];
}) {
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const more = useCallback(() => {
    setLoading(true);
    void onMore(stageId).finally(() => setLoading(false));
  }, [onMore, stageId]);
  const hasMore = count > loaded;
  useEffect(() => {
    const button = moreButton.current;
    if (!hasMore || loading || !button) return undefined;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more());
    seen.observe(button);
    return () => seen.disconnect();
  }, [hasMore, loading, more]);
  if (loaded === 0 && count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
        {translate(filtered ? 'deals.no_match' : 'deals.empty_stage')}
      </Typography>
    );
  }
  return hasMore ? (
    <Button ref={moreButton} size="small" disabled={loading} onClick={more}>
      {translate('deals.more')} (<bdi>{count - loaded}</bdi>)
    </Button>
  ) : null;
});

/**
 * The column's cards, where a card is dropped: the one part of the column redrawn as a card is dragged (dnd-kit
 * redraws every droppable on each change), plain elements, so a drag does not restyle the column's frame.
 */
const ColumnCards = memo(function ColumnCards({
  stage,
  stages,
  deals,
  count,
  tags,
  filtered,
  onMove,
  onMore,
}: Omit<Props, 'value' | 'onAdd' | 'width'>) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage.id), data: { stageId: stage.id } });
  const ids = useMemo(() => deals.map((d) => d.id), [deals]);
  return (
    <SortableContext id={columnId(stage.id)} items={ids} strategy={verticalListSortingStrategy}>
      <div ref={setNodeRef} className={isOver ? 'deal-card-list deal-card-list-over' : 'deal-card-list'}>
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} tags={tags} stages={stages} onMove={onMove} dragDisabled={filtered} />
        ))}
        <ColumnFoot stageId={stage.id} loaded={deals.length} count={count} filtered={filtered} onMore={onMore} />
      </div>
    </SortableContext>
  );
});

function Column({ stage, stages, deals, count, value, tags, filtered, onAdd, onMove, onMore, width }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={stage.name}
      data-testid="board-column"
      data-stage-id={stage.id}
      sx={{
        width,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: 'background.default',
        scrollSnapAlign: 'start',
        borderTop: 4,
        borderTopColor: stage.color,
      }}
    >
      <ColumnHeader stage={stage} count={count} value={value} onAdd={onAdd} />
      <ColumnCards
        stage={stage}
        stages={stages}
        deals={deals}
        count={count}
        tags={tags}
        filtered={filtered}
        onMove={onMove}
        onMore={onMore}
      />
    </Paper>
  );
}

export const BoardColumn = memo(Column);
