/** The specification's sizes and timings for dialogs, tooltips and multi-selects, applied once in the theme. */
export const DIALOG = {
  /** Every modal's widest (MUI's "sm" dialogs, the product's usual). */
  maxWidth: 720,
  /** A confirmation's width (MUI's "xs" dialogs and react-admin's Confirm). */
  confirmWidth: 380,
} as const;

export const TOOLTIP = {
  /** Pause before a tooltip shows. */
  showDelay: 200,
  /** Pause before it goes once the pointer leaves. */
  hideDelay: 150,
  /** Gap between a tooltip or popover and what it points at. */
  distance: 5,
} as const;

/** A multi-select's closed label shows this many chosen items, then "+N". */
export const MULTI_SELECT_SHOWN = 4;
