// A record's way so far as a numbered list (an order's or a subscription's status moves, a deal's stages): each line
// says what happened, and under it when and by whom. Every such list in the product is drawn by this one, so they
// look and read alike.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';

export interface HistoryLine {
  key: Key;
  /** What happened, in words. */
  text: ReactNode;
  /** When (an ISO date-time). */
  at: string;
  /** Who did it, when known. */
  by?: string | null;
}

export function HistoryList({ lines, testId }: { lines: readonly HistoryLine[]; testId?: string }) {
  const translate = useTranslate();
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, paddingInlineStart: 2.5 }} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.key}>
          <Typography variant="body2">{line.text}</Typography>
          <Typography variant="caption" color="text.secondary">
            <bdi>{formatDateTime(line.at)}</bdi>
            {line.by ? ` · ${translate('entities.history.by', { name: line.by })}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
