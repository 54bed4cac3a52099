// An icon button of the app bar (its look, as the bar's height is the theme's): named by its label, which shows as its
// tooltip, and drawn in the bar's own colour.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export function AppBarButton({ label, ...button }: Omit<IconButtonProps, 'color' | 'aria-label'> & { label: string }) {
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} {...button} />
    </Tooltip>
  );
}
