// Beside a deal's details: its customer (a link to their page) and its way through the stages, each move with when
// and by whom.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryList } from '../../widgets/history/HistoryList';
import { TitledSection } from '../../widgets/page/TitledSection';
import type { Deal, DealMove, Stage } from './api';

export function DealSideCards({ current, stages }: { current: Deal & { moves: DealMove[] }; stages: Stage[] }) {
  const translate = useTranslate();
  const stageName = (stageId: number | null) =>
    stages.find((s) => s.id === stageId)?.name ?? translate('deals.unknown_stage');
  return (
    <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
      <TitledSection outlined title={translate('deals.customer_card')}>
        {current.person_id ? (
          <Link component={RouterLink} to={`/customers/${current.person_id}`}>
            {current.person_name || `#${current.person_id}`}
          </Link>
        ) : (
          <Typography color="text.secondary">{translate('deals.no_customer')}</Typography>
        )}
      </TitledSection>
      <TitledSection outlined title={translate('deals.history')}>
        {current.moves.length === 0 && (
          <Typography color="text.secondary">{translate('deals.history_none')}</Typography>
        )}
        <HistoryList
          testId="deal-history"
          lines={current.moves.map((move, index) => ({
            key: index,
            at: move.moved_at,
            by: move.moved_by_name,
            text: translate('deals.history_entry', {
              from: stageName(move.from_stage_id),
              to: stageName(move.to_stage_id),
            }),
          }))}
        />
      </TitledSection>
    </Stack>
  );
}
