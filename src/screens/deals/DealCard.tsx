// One deal on the board: title (a link to its page), customer, value, owner and tags; dragged by its handle (mouse,
// finger or keyboard) and movable to another stage from its menu. Plain elements styled by the board's DealCardStyles
// (DealCardStyles.tsx): a board draws hundreds of these, and MUI components a card would cost each their own styles.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { shekels } from '../../lib/format';
import type { Deal, Stage, Tag } from './api';
import { CARD_GAP } from './DealCardStyles';
import { crossColumnShift } from './crossColumn';

interface Props {
  deal: Deal;
  tags: Map<number, Tag>;
  stages: Stage[];
  onMove: (deal: Deal, stageId: number) => void;
  /** Filters are on: the order shown is not the whole column, so dragging is off (the menu still moves). */
  dragDisabled?: boolean;
}

/** The card's words, in a `deal-card-box` (with room for the handle if it is dragged). */
export const DealCardBody = ({ deal, tags, menu }: { deal: Deal; tags: Map<number, Tag>; menu?: React.ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const shownTags = deal.tag_ids.map((id) => tags.get(id)).filter((t): t is Tag => !!t);
  return (
    <>
      <div className="deal-card-head">
        <div className="deal-card-main">
          <RouterLink to={`/deals/${deal.id}`} className="deal-card-title">
            <bdi>{deal.title}</bdi>
          </RouterLink>
          <p className="deal-card-secondary deal-card-customer">
            {deal.person_name ? <bdi>{deal.person_name}</bdi> : translate('deals.no_customer')}
          </p>
        </div>
        {menu}
      </div>
      <div className="deal-card-facts">
        <span className="deal-card-value">
          <bdi>{shekels(deal.value, locale)}</bdi>
        </span>
        {deal.owner_name && <span className="deal-card-secondary deal-card-owner">{deal.owner_name}</span>}
      </div>
      {shownTags.length > 0 && (
        <div className="deal-card-tags">
          {shownTags.map((tag) => (
            <span key={tag.id} className="deal-card-tag" style={{ backgroundColor: tag.color }}>
              {tag.name}
            </span>
          ))}
        </div>
      )}
    </>
  );
};

/** Three dots (a menu) and six (a drag handle), drawn without MUI icons. */
const MENU_DOTS =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';
const HANDLE_DOTS =
  'M9 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M9 13.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M9 21a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3';

/** The card's content and menu: memoised, so a drag redraws only the thin sortable frames around it. */
const DealCardContent = memo(function DealCardContent({
  deal,
  tags,
  stages,
  onMove,
  draggable,
}: Omit<Props, 'dragDisabled'> & { draggable: boolean }) {
  const translate = useTranslate();
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const menu = (
    <>
      <button
        type="button"
        className="deal-card-button deal-card-menu"
        aria-label={translate('deals.move_to')}
        aria-haspopup="menu"
        onClick={(e) => setMenuAt(e.currentTarget)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={MENU_DOTS} />
        </svg>
      </button>
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
    <div className={draggable ? 'deal-card-box deal-card-draggable' : 'deal-card-box'}>
      <DealCardBody deal={deal} tags={tags} menu={menu} />
    </div>
  );
});

/** Over another column, dnd-kit's sortable leaves the cards where they are: the board shifts them (crossColumn.ts). */
const noLayoutAnimation = () => false;

/** A deal on the board: a thin sortable frame (redrawn while dragging) around its memoised content. */
function DealCardItem({ deal, tags, stages, onMove, dragDisabled }: Props) {
  const translate = useTranslate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    active,
    over,
    index,
    activeIndex,
    overIndex,
  } = useSortable({
    id: deal.id,
    data: { stageId: deal.stage_id },
    disabled: dragDisabled,
    animateLayoutChanges: noLayoutAnimation,
  });
  const shift =
    active &&
    crossColumnShift({
      stageId: deal.stage_id,
      index,
      activeStageId: active.data.current?.stageId as number,
      activeIndex,
      activeHeight: active.rect.current.initial?.height ?? 0,
      overStageId: over?.data.current?.stageId as number | undefined,
      overIndex,
      gap: CARD_GAP,
    });
  const style = shift
    ? { transform: `translate3d(0, ${shift.y}px, 0)`, transition, opacity: shift.hidden ? 0 : 1 }
    : { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 };
  return (
    <div ref={setNodeRef} className="deal-card" data-testid="deal-card" data-deal-id={deal.id} style={style}>
      {!dragDisabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate('deals.drag_handle', { title: deal.title })}
          className="deal-card-button deal-card-handle"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={HANDLE_DOTS} />
          </svg>
        </button>
      )}
      <DealCardContent deal={deal} tags={tags} stages={stages} onMove={onMove} draggable={!dragDisabled} />
    </div>
  );
}

/** Memoised: a move redraws the cards of the two columns it touches, not the whole board. */
export const DealCard = memo(DealCardItem);
