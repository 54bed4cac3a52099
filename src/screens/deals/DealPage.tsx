// /deals/:id: a deal's details (saved together), its stage with won/lost/reopen, the customer, and its way through
// the stages.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, SaveButton, Title, Toolbar, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../notifications/toasts';
import { validationErrors } from '../../dataProvider/errors';
import { dealKeys, dealsApi, useDeal, useStages, useTags, type DealInput, type Stage } from './api';
import { ChangedElsewhereInForm } from '../notifications/useChangedElsewhere';
import { DealFields } from './DealForm';

const DealPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const deal = useDeal(id);
  const pipelineId = deal.data?.pipeline_id;
  const stages = useStages(pipelineId);
  const tags = useTags(pipelineId);
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const [deleting, setDeleting] = useState(false);

  if (!deal.data || !stages.data) return <LinearProgress />;
  const current = deal.data;
  const stageList = stages.data.items;
  const stageName = (stageId: number | null) =>
    stageList.find((s) => s.id === stageId)?.name ?? translate('deals.unknown_stage');
  const stage = stageList.find((s) => s.id === current.stage_id);
  const firstOf = (kind: Stage['kind']) => stageList.find((s) => s.kind === kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });

  const moveTo = async (stageId: number) => {
    await dealsApi.move(current.id, stageId, 0);
    await refresh();
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const { title, value, person_id, owner_id, expected_close, tag_ids } = values as DealInput;
      await dealsApi.update(current.id, {
        title,
        value,
        person_id: person_id ?? null,
        owner_id: owner_id ?? null,
        expected_close: expected_close || null,
        tag_ids,
      });
      showToast(translate('deals.saved'), { variant: 'success' });
      await refresh();
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  const markLost = async () => {
    const lost = firstOf('lost');
    setLosing(false);
    if (!lost) return;
    await dealsApi.update(current.id, { lost_reason: reason.trim() || null });
    await moveTo(lost.id);
  };
  const remove = async () => {
    setDeleting(false);
    await dealsApi.remove(current.id);
    showToast(translate('deals.deleted'), { variant: 'success' });
    await refresh();
    navigate(`/deals?pipeline=${current.pipeline_id}`);
  };

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
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 2 }}>
              <TextField
                select
                size="small"
                label={translate('deals.fields.stage_id')}
                value={current.stage_id}
                onChange={(e) => void moveTo(Number(e.target.value))}
                sx={{ minWidth: 200 }}
              >
                {stageList.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              {stage?.kind === 'open' ? (
                <>
                  <Button
                    color="success"
                    variant="outlined"
                    startIcon={<CheckCircleOutline />}
                    disabled={!firstOf('won')}
                    onClick={() => void moveTo(firstOf('won')!.id)}
                  >
                    {translate('deals.mark_won')}
                  </Button>
                  <Button
                    color="error"
                    variant="outlined"
                    startIcon={<HighlightOff />}
                    disabled={!firstOf('lost')}
                    onClick={() => setLosing(true)}
                  >
                    {translate('deals.mark_lost')}
                  </Button>
                </>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<Replay />}
                  disabled={!firstOf('open')}
                  onClick={() => void moveTo(firstOf('open')!.id)}
                >
                  {translate('deals.reopen')}
                </Button>
              )}
            </Stack>
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
                take={(fresh) => queryClient.setQueryData(['deals', 'deal', id], fresh)}
              />
              <DealFields tags={tags.data?.items ?? []} />
              <Toolbar sx={{ justifyContent: 'space-between', px: 0 }}>
                <SaveButton />
                <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                  {translate('ra.action.delete')}
                </Button>
              </Toolbar>
            </Form>
          </CardContent>
        </Card>
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
      </Stack>
      <Dialog open={losing} onClose={() => setLosing(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('deals.lost_reason_prompt')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('deals.fields.lost_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLosing(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void markLost()}>
            {translate('deals.mark_lost')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={deleting}
        title={translate('ra.message.delete_title', {
          name: translate('deals.title'),
          recordRepresentation: current.title,
        })}
        content={translate('ra.message.delete_content')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
};

export default DealPage;
