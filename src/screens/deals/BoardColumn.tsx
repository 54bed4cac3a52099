// A stage on the board: its colour, name, count and value (over all its deals, or all those the filters match), a '+'
// to add a deal to it, and its loaded cards (the board loads the first of each column; a column loads more when its
// 'more' button scrolls into sight or is pressed).
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../lib/format';
import type { Deal, Stage, Tag } from './api';
import { CardStyles } from './cardStyles';
import { DealCard } from './DealCard';

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

function Column({ stage, stages, deals, count, value, tags, filtered, onAdd, onMove, onMore, width }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [loading, setLoading] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage.id), data: { stageId: stage.id } });
  const moreButton = useRef<HTMLButtonElement>(null);
  const more = useCallback(() => {
    setLoading(true);
    void onMore(stage.id).finally(() => setLoading(false));
  }, [onMore, stage.id]);
  const hasMore = count > deals.length;
  useEffect(() => {
    const button = moreButton.current;
    if (!hasMore || loading || !button) return undefined;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more());
    seen.observe(button);
    return () => seen.disconnect();
  }, [hasMore, loading, more]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={stage.name}
      data-testid="board-column"
      data-stage-id={stage.id}
      sx={{ width, flexShrink: 0, display: 'flex', flexDirection: 'column', maxHeight: '100%', bgcolor: isOver ? 'action.hover' : 'background.default', scrollSnapAlign: 'start', borderTop: 4, borderTopColor: stage.color }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h2" noWrap>
            {stage.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="column-summary">
            {translate('deals.column_summary', { smart_count: count, value: formatMoney(value / 100, 'ILS', locale) })}
          </Typography>
        </Box>
        <Tooltip title={translate('deals.add_to', { stage: stage.name })}>
          <IconButton size="small" aria-label={translate('deals.add_to', { stage: stage.name })} onClick={() => onAdd(stage)}>
            <Add fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <SortableContext id={columnId(stage.id)} items={deals.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <CardStyles ref={setNodeRef} sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, overflowY: 'auto', flex: 1, minHeight: 80 }}>
          {deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} tags={tags} stages={stages} onMove={onMove} dragDisabled={filtered} />
          ))}
          {deals.length === 0 && count === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
              {translate(filtered ? 'deals.no_match' : 'deals.empty_stage')}
            </Typography>
          )}
          {hasMore && (
            <Button ref={moreButton} size="small" disabled={loading} onClick={more}>
              {translate('deals.more')} (<bdi>{count - deals.length}</bdi>)
            </Button>
          )}
        </CardStyles>
      </SortableContext>
    </Paper>
  );
}

export const BoardColumn = memo(Column);
