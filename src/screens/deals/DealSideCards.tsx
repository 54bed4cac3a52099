// Beside a deal's details: its customer (a link to their page) and its way through the stages, each move with when
// and by whom.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import type { Deal, DealMove, Stage } from './api';

export function DealSideCards({ current, stages }: { current: Deal & { moves: DealMove[] }; stages: Stage[] }) {
  const translate = useTranslate();
  const stageName = (stageId: number | null) =>
    stages.find((s) => s.id === stageId)?.name ?? translate('deals.unknown_stage');
  return (
    <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
      <Card>
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>
            {translate('deals.customer_card')}
          </Typography>
          {current.person_id ? (
            <Link component={RouterLink} to={`/customers/${current.person_id}`}>
              {current.person_name || `#${current.person_id}`}
            </Link>
          ) : (
            <Typography color="text.secondary">{translate('deals.no_customer')}</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>
            {translate('deals.history')}
          </Typography>
          {current.moves.length === 0 && (
            <Typography color="text.secondary">{translate('deals.history_none')}</Typography>
          )}
          <Stack component="ol" spacing={1} sx={{ m: 0, paddingInlineStart: 2 }} data-testid="deal-history">
            {current.moves.map((move, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {translate('deals.history_entry', {
                    from: stageName(move.from_stage_id),
                    to: stageName(move.to_stage_id),
                  })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <bdi>{formatDateTime(move.moved_at)}</bdi>
                  {move.moved_by_name ? ` · ${translate('deals.by', { name: move.moved_by_name })}` : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
