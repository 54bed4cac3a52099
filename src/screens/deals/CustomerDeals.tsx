// The customer page's deals tab (/customers/:customerID, child deals): the customer's deals in every
// pipeline with their stage, value and expected close, and a deal added for them.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, shekels } from '../../lib/format';
import { SmallTable } from '../../widgets/table/SmallTable';
import { dealKeys, stagesRead, usePersonDeals, usePipelines, type Stage } from './api';
import { QuickCreateDialog } from './QuickCreateDialog';

export function CustomerDeals({ personId }: { personId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const deals = usePersonDeals(personId);
  const pipelines = usePipelines();
  const pipelineIds = [...new Set((deals.data?.items ?? []).map((d) => d.pipeline_id))];
  const stages = useQueries({
    queries: pipelineIds.map((id) => stagesRead(id)),
    combine: (results) => new Map(results.flatMap((r) => r.data?.items ?? []).map((s): [number, Stage] => [s.id, s])),
  });
  const firstPipeline = pipelines.data?.items[0];
  return (
    <Box>
      <SmallTable
        action={
          <Button startIcon={<Add />} disabled={!firstPipeline} onClick={() => setAdding(true)}>
            {translate('deals.add')}
          </Button>
        }
        label={translate('deals.title')}
        items={deals.data?.items}
        empty={translate('deals.customer_none')}
        headings={[
          translate('deals.fields.title'),
          translate('deals.fields.stage_id'),
          translate('deals.fields.value'),
          translate('deals.fields.expected_close'),
        ]}
        row={(deal) => {
          const stage = stages.get(deal.stage_id);
          return (
            <TableRow key={deal.id}>
              <TableCell>
                <Link component={RouterLink} to={`/deals/${deal.id}`}>
                  <bdi>{deal.title}</bdi>
                </Link>
              </TableCell>
              <TableCell>{stage && <Chip size="small" label={stage.name} sx={{ bgcolor: stage.color }} />}</TableCell>
              <TableCell>
                <bdi>{shekels(deal.value, locale)}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{formatDate(deal.expected_close)}</bdi>
              </TableCell>
            </TableRow>
          );
        }}
      />
      {adding && firstPipeline && (
        <QuickCreateDialog
          pipelineId={firstPipeline.id}
          personId={personId}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            void queryClient.invalidateQueries({ queryKey: dealKeys.all });
          }}
        />
      )}
    </Box>
  );
}
