import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Progress } from '../engine/importClient';
import { useStoreValue, type ValueStore } from './progressStore';

interface BarProps {
  label: string;
  sx?: SxProps<Theme>;
}

/** A file's reading progress: a bar that fills by the share read, or moves on its own while that is unknown. */
export function ProgressBar({ progress, label, sx }: BarProps & { progress: Progress | null }) {
  const share = progress?.share ?? null;
  return (
    <LinearProgress
      aria-label={label}
      variant={share === null ? 'indeterminate' : 'determinate'}
      value={share === null ? undefined : Math.round(share * 100)}
      sx={sx}
    />
  );
}

/** The bar of a progress that changes often, kept in a store: only the bar draws again as it moves. */
export function StoredProgressBar({ store, ...props }: BarProps & { store: ValueStore<Progress | null> }) {
  return <ProgressBar progress={useStoreValue(store)} {...props} />;
}
