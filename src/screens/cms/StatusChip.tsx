import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { PageStatus } from './api';

const COLORS = { draft: 'default', published: 'success', published_with_draft: 'warning' } as const;

/** A page's state: draft only, published, or published with a draft waiting. */
export const StatusChip = ({ status }: { status: PageStatus }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={COLORS[status]} label={translate(`cms.statuses.${status}`)} data-testid="page-status" />
  );
};
