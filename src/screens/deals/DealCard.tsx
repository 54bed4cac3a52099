// One deal on the board: title (a link to its page), customer, value, owner and tags; dragged by its handle (mouse,
// finger or keyboard) and movable to another stage from its menu.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../lib/format';
import type { Deal, Stage, Tag } from './api';

interface Props {
  deal: Deal;
  tags: Map<number, Tag>;
  stages: Stage[];
  onMove: (deal: Deal, stageId: number) => void;
  /** Filters are on: the order shown is not the whole column, so dragging is off (the menu still moves). */
  dragDisabled?: boolean;
}

export const DealCardBody = ({ deal, tags, menu }: { deal: Deal; tags: Map<number, Tag>; menu?: React.ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 1.25 }}>
      <Stack direction="row" alignItems="flex-start" spacing={0.5}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={`/deals/${deal.id}`} underline="hover" color="inherit" sx={{ fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}>
            {deal.title}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {deal.person_name ?? translate('deals.no_customer')}
          </Typography>
        </Box>
        {menu}
      </Stack>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <bdi>{formatMoney(deal.value / 100, 'ILS', locale)}</bdi>
        </Typography>
        {deal.owner_name && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {deal.owner_name}
          </Typography>
        )}
      </Stack>
      {deal.tag_ids.length > 0 && (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5} sx={{ mt: 0.75 }}>
          {deal.tag_ids.map((id) => tags.get(id)).filter((t): t is Tag => !!t).map((tag) => (
            <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tag.color, color: 'common.white', height: 20, fontSize: '0.7rem' }} />
          ))}
        </Stack>
      )}
    </Box>
  );
};

/** The card's content and menu: memoised, so a drag redraws only the thin sortable frames around it. */
const DealCardContent = memo(function DealCardContent({ deal, tags, stages, onMove, draggable }: Omit<Props, 'dragDisabled'> & { draggable: boolean }) {
  const translate = useTranslate();
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const menu = (
    <>
      <IconButton size="small" aria-label={translate('deals.move_to')} onClick={(e) => setMenuAt(e.currentTarget)} sx={{ mt: -0.5, marginInlineEnd: -0.5 }}>
        <MoreVert fontSize="small" />
      </IconButton>
      {menuAt && (
        <Menu anchorEl={menuAt} open onClose={() => setMenuAt(null)}>
          <ListSubheader>{translate('deals.move_to')}</ListSubheader>
          {stages.map((stage) => (
            <MenuItem
              key={stage.id}
              disabled={stage.id === deal.stage_id}
              onClick={() => {
                setMenuAt(null);
                onMove(deal, stage.id);
              }}
            >
              {stage.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
  return (
    <Card variant="outlined" sx={{ paddingInlineStart: draggable ? '26px' : 0 }}>
      <DealCardBody deal={deal} tags={tags} menu={menu} />
    </Card>
  );
});

/** Six dots, drawn without MUI: hundreds of handles redraw while a card is dragged. */
const HANDLE_DOTS = 'M9 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M9 13.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M9 21a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3';
const handleStyle: React.CSSProperties = { position: 'absolute', insetInlineStart: 2, top: 8, width: 28, height: 28, padding: 2, border: 0, borderRadius: 14, background: 'transparent', color: 'inherit', opacity: 0.6, cursor: 'grab', touchAction: 'none', zIndex: 1 };

/** A deal on the board: a thin sortable frame (redrawn while dragging) around its memoised content. */
function DealCardItem({ deal, tags, stages, onMove, dragDisabled }: Props) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: deal.id, data: { stageId: deal.stage_id }, disabled: dragDisabled });
  return (
    <div ref={setNodeRef} data-testid="deal-card" data-deal-id={deal.id} style={{ position: 'relative', flexShrink: 0, transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}>
      {!dragDisabled && (
        <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('deals.drag_handle', { title: deal.title })} style={handleStyle}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={HANDLE_DOTS} fill="currentColor" />
          </svg>
        </button>
      )}
      <DealCardContent deal={deal} tags={tags} stages={stages} onMove={onMove} draggable={!dragDisabled} />
    </div>
  );
}

/** Memoised: a move redraws the cards of the two columns it touches, not the whole board. */
export const DealCard = memo(DealCardItem);
