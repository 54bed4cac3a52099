// The look of the board's cards and card lists, put on the page once for the whole board instead of once a card (or
// a column): cards are plain elements with these class names, so drawing and dragging hundreds of them costs no styles.
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';

/** The space between two cards of a column, in pixels (a card dragged to another column opens this much more room). */
export const CARD_GAP = 8;

const styles = (theme: Theme) => ({
  '.deal-card-list': {
    display: 'flex',
    flexDirection: 'column',
    gap: CARD_GAP,
    padding: theme.spacing(1),
    overflowY: 'auto',
    flex: 1,
    minHeight: 80,
  },
  '.deal-card-list-over': { backgroundColor: theme.palette.action.hover },
  '.deal-card': { position: 'relative', flexShrink: 0 },
  '.deal-card-box': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(1.25),
  },
  '.deal-card-draggable': { paddingInlineStart: `calc(${theme.spacing(1.25)} + 26px)` },
  '.deal-card-raised': { boxShadow: theme.shadows[8], cursor: 'grabbing' },
  '.deal-card-head': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(0.5) },
  '.deal-card-main': { flex: 1, minWidth: 0 },
  '.deal-card-title': {
    ...theme.typography.body1,
    display: 'block',
    fontWeight: 500,
    color: 'inherit',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    '&:hover': { textDecoration: 'underline' },
  },
  '.deal-card-secondary': {
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    margin: 0,
  },
  '.deal-card-customer': theme.typography.body2,
  '.deal-card-owner': theme.typography.caption,
  '.deal-card-facts': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), marginTop: theme.spacing(0.5) },
  '.deal-card-value': { ...theme.typography.body2, fontWeight: 500 },
  '.deal-card-tags': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5), marginTop: theme.spacing(0.75) },
  '.deal-card-tag': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    padding: '0 8px',
    borderRadius: 10,
    fontSize: '0.7rem',
    color: theme.palette.common.white,
    whiteSpace: 'nowrap',
  },
  '.deal-card-button': {
    width: 28,
    height: 28,
    padding: 2,
    border: 0,
    borderRadius: 14,
    background: 'transparent',
    color: 'inherit',
    flexShrink: 0,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& svg': { display: 'block', width: 20, height: 20, margin: 'auto', fill: 'currentColor' },
  },
  '.deal-card-menu': { marginTop: -4, marginInlineEnd: -4, color: theme.palette.action.active },
  '.deal-card-handle': {
    position: 'absolute',
    insetInlineStart: 2,
    top: 8,
    opacity: 0.6,
    cursor: 'grab',
    touchAction: 'none',
    zIndex: 1,
  },
});

/** Drawn once by the board (it redraws only when the theme changes). */
export const DealCardStyles = memo(function DealCardStyles() {
  return <GlobalStyles styles={styles} />;
});
