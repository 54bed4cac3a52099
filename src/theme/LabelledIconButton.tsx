// An icon button named by its label, which also shows as its tooltip: a button that is only an icon says in words
// what it does, to a pointer (the tooltip) and to a screen reader (its accessible name) alike. Every icon button with a
// tooltip in the product is this one (the app bar's are too, in the bar's colour). A button by default; given
// `component` (a router link) it takes that component's props too (`to`), as MUI's own IconButton does.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType } from 'react';

export type LabelledIconButtonProps<C extends ElementType = 'button'> = Omit<
  IconButtonProps<C, { component?: C }>,
  'aria-label' | 'title'
> & {
  /** What the button does, in words (translated): its tooltip and its accessible name. */
  label: string;
};

export function LabelledIconButton<C extends ElementType = 'button'>({ label, ...button }: LabelledIconButtonProps<C>) {
  const iconButton = <IconButton aria-label={label} {...button} />;
  // A disabled button takes no pointer events, so a button that can be disabled has its tooltip listen on a span
  // around it (always there, so enabling it does not make the button anew and lose its focus).
  return <Tooltip title={label}>{button.disabled === undefined ? iconButton : <span>{iconButton}</span>}</Tooltip>;
}
