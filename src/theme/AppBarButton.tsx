// An icon button of the app bar (its look, as the bar's height is the theme's): named by its label, which shows as its
// tooltip, and drawn in the bar's own colour. A button by default; given `component` (a router link) it takes that
// component's props too (`to`), as MUI's own IconButton does.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType } from 'react';

type Props<C extends ElementType> = Omit<IconButtonProps<C, { component?: C }>, 'color' | 'aria-label'> & {
  label: string;
};

export function AppBarButton<C extends ElementType = 'button'>({ label, ...button }: Props<C>) {
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} {...button} />
    </Tooltip>
  );
}
