// /deals/:id: a deal's details (saved together), its stage with won/lost/reopen, the customer, and its way through
// the stages.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, SaveButton, Title, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { ChangedElsewhereInForm } from '../../engine/live/useChangedElsewhere';
import { dealKeys, dealsApi, useDeal, useStages, useTags, type Deal, type DealMove, type Stage, type Tag } from './api';
import { DealFields } from './DealForm';
import { DealSideCards } from './DealSideCards';
import { DealStageControls } from './DealStageControls';
import { useDealActions } from './useDealActions';

const DealPage = () => {
  const id = Number(useParams().id);
  const deal = useDeal(id);
  const stages = useStages(deal.data?.pipeline_id);
  const tags = useTags(deal.data?.pipeline_id);
  if (!deal.data || !stages.data) return <LinearProgress />;
  return <DealDetails id={id} current={deal.data} stages={stages.data.items} tags={tags.data?.items ?? []} />;
};

interface DetailsProps {
  id: number;
  current: Deal & { moves: DealMove[] };
  stages: Stage[];
  tags: Tag[];
}

/** The deal once it and its pipeline's stages are read. */
function DealDetails({ id, current, stages, tags }: DetailsProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const { moveTo, save, markLost, remove } = useDealActions(current);
  const stage = stages.find((s) => s.id === current.stage_id);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={current.title} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Card sx={{ flex: 2, width: '100%' }}>
          <CardContent>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center" sx={{ mb: 2 }}>
              <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
                <bdi>{current.title}</bdi>
              </Typography>
              {stage && (
                <Chip
                  label={`${stage.name} · ${translate(`deals.kinds.${stage.kind}`)}`}
                  sx={{ bgcolor: stage.color }}
                  data-testid="deal-stage"
                />
              )}
            </Stack>
            <DealStageControls current={current} stages={stages} moveTo={moveTo} markLost={markLost} />
            {current.closed_at && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('deals.fields.closed_at')}: <bdi>{formatDateTime(current.closed_at)}</bdi>
                {current.lost_reason ? ` · ${translate('deals.fields.lost_reason')}: ${current.lost_reason}` : ''}
              </Typography>
            )}
            <Form key={current.updated_at} record={current} onSubmit={save} noValidate warnWhenUnsavedChanges>
              <ChangedElsewhereInForm
                path="/pipeline/items"
                shown={current}
                read={() => dealsApi.deal(id)}
                take={(fresh) => queryClient.setQueryData(dealKeys.of('deal', id), fresh)}
              />
              <DealFields tags={tags} />
              <Toolbar sx={{ justifyContent: 'space-between', px: 0 }}>
                <SaveButton />
                <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                  {translate('ra.action.delete')}
                </Button>
              </Toolbar>
            </Form>
          </CardContent>
        </Card>
        <DealSideCards current={current} stages={stages} />
      </Stack>
      <Confirm
        isOpen={deleting}
        title={translate('ra.message.delete_title', {
          name: translate('deals.title'),
          recordRepresentation: current.title,
        })}
        content={translate('ra.message.delete_content')}
        onConfirm={() => {
          setDeleting(false);
          void remove();
        }}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}

export default DealPage;
