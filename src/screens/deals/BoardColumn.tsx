// A stage on the board: its colour, name, count and value, a '+' to add a deal to it, and its cards (the first 50,
// then more on request, so a board of thousands stays quick).
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
import { memo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../lib/format';
import type { Deal, Stage, Tag } from './api';
import { DealCard } from './DealCard';

/** Cards drawn a column at first (more on request): a board of thousands opens and drags quickly. */
const SHOWN = 25;

interface Props {
  stage: Stage;
  stages: Stage[];
  deals: Deal[];
  tags: Map<number, Tag>;
  filtered: boolean;
  onAdd: (stage: Stage) => void;
  onMove: (deal: Deal, stageId: number) => void;
  width: number | string;
}

export const columnId = (stageId: number) => `stage-${stageId}`;

function Column({ stage, stages, deals, tags, filtered, onAdd, onMove, width }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [shown, setShown] = useState(SHOWN);
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage.id), data: { stageId: stage.id } });
  const value = deals.reduce((sum, d) => sum + d.value, 0);
  const visible = deals.slice(0, shown);
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
            {translate('deals.column_summary', { smart_count: deals.length, value: formatMoney(value / 100, 'ILS', locale) })}
          </Typography>
        </Box>
        <Tooltip title={translate('deals.add_to', { stage: stage.name })}>
          <IconButton size="small" aria-label={translate('deals.add_to', { stage: stage.name })} onClick={() => onAdd(stage)}>
            <Add fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <SortableContext id={columnId(stage.id)} items={visible.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} spacing={1} sx={{ p: 1, overflowY: 'auto', flex: 1, minHeight: 80 }}>
          {visible.map((deal) => (
            <DealCard key={deal.id} deal={deal} tags={tags} stages={stages} onMove={onMove} dragDisabled={filtered} />
          ))}
          {deals.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
              {translate(filtered ? 'deals.no_match' : 'deals.empty_stage')}
            </Typography>
          )}
          {deals.length > shown && (
            <Button size="small" onClick={() => setShown((n) => n + SHOWN)}>
              {translate('deals.more')} (<bdi>{deals.length - shown}</bdi>)
            </Button>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

export const BoardColumn = memo(Column);
