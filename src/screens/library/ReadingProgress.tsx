// How far a reader is in a library item: a bar, the percent and when they last opened it; or that they never did.
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  progress: { percent: number; read_at: string } | null | undefined;
  /** The bar's accessible name. */
  label: string;
  /** The last opening, as this table says it. */
  when: (readAt: string) => ReactNode;
}

export function ReadingProgress({ progress, label, when }: Props) {
  const translate = useTranslate();
  return progress ? (
    <Stack spacing={0.5}>
      <LinearProgress variant="determinate" value={progress.percent} aria-label={label} />
      <Typography variant="caption">
        <bdi>{progress.percent}%</bdi> · {when(progress.read_at)}
      </Typography>
    </Stack>
  ) : (
    <Typography variant="caption" color="text.secondary">
      {translate('library.customer.not_opened')}
    </Typography>
  );
}
