// A pipeline's settings (/settings/pipelines/:id and /settings/pipelines/:pipelineId/settings): its name, its
// stages (rename, colour and kind saved as they change, drag to reorder, add, delete with where its deals go) and tags.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { dealKeys, dealsApi, usePipeline, useStages, useTags, type Stage, type Tag } from '../../screens/deals/api';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';

const KINDS: Stage['kind'][] = ['open', 'won', 'lost'];

const ColourInput = ({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (value: string) => void;
}) => (
  <Box
    component="input"
    type="color"
    aria-label={label}
    defaultValue={value}
    onBlur={(e: React.FocusEvent<HTMLInputElement>) => e.target.value !== value && onChange(e.target.value)}
    sx={{ width: 36, height: 36, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', flexShrink: 0 }}
  />
);

const StageRow = ({
  stage,
  onSave,
  onDelete,
}: {
  stage: Stage;
  onSave: (change: Partial<Stage>) => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: stage.id,
  });
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      spacing={1}
      alignItems="center"
      data-testid="stage-row"
      sx={{ transform: CSS.Translate.toString(transform), transition, bgcolor: 'background.paper', py: 0.5 }}
    >
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('deals.settings.reorder')}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ColourInput
        value={stage.color}
        label={translate('deals.settings.color')}
        onChange={(color) => onSave({ color })}
      />
      <TextField
        size="small"
        label={translate('deals.settings.name')}
        defaultValue={stage.name}
        onBlur={(e) =>
          e.target.value.trim() && e.target.value.trim() !== stage.name && onSave({ name: e.target.value.trim() })
        }
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        select
        size="small"
        label={translate('deals.settings.kind')}
        value={stage.kind}
        onChange={(e) => onSave({ kind: e.target.value as Stage['kind'] })}
        sx={{ width: 110 }}
      >
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`deals.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'center' }}>
        <bdi>{stage.item_count}</bdi>
      </Typography>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton aria-label={`${translate('ra.action.delete')} ${stage.name}`} onClick={onDelete}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

const PipelineSettings = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const params = useParams();
  const pipelineId = Number(params.pipelineId ?? params.id);
  const pipeline = usePipeline(pipelineId);
  const stages = useStages(pipelineId);
  const tags = useTags(pipelineId);
  const [newStage, setNewStage] = useState('');
  const [newTag, setNewTag] = useState('');
  const [removing, setRemoving] = useState<Stage | null>(null);
  const [target, setTarget] = useState<number | ''>('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });
  const saved = async (work: Promise<unknown>) => {
    await work;
    await refresh();
    showToast(translate('deals.settings.saved'), { variant: 'success' });
  };

  const stageItems = stages.data?.items ?? [];
  const accessibility = useSortableAccessibility(
    stageItems.map((s) => s.id),
    (id) => stageItems.find((s) => s.id === id)?.name ?? '',
  );

  if (!pipeline.data || !stages.data || !tags.data) return <LinearProgress />;
  const stageList = stages.data.items;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(
      stageList,
      stageList.findIndex((s) => s.id === active.id),
      stageList.findIndex((s) => s.id === over.id),
    );
    queryClient.setQueryData(dealKeys.of('stages', pipelineId), {
      ...stages.data,
      items: order.map((s, position) => ({ ...s, position })),
    });
    void saved(dealsApi.updateStage(Number(active.id), { position: order.findIndex((s) => s.id === active.id) }));
  };
  const confirmRemove = async () => {
    const stage = removing!;
    setRemoving(null);
    await dealsApi.deleteStage(stage.id, stage.item_count > 0 ? Number(target) : undefined);
    await refresh();
    showToast(translate('deals.settings.stage_deleted'), { variant: 'success' });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('deals.settings.title', { name: pipeline.data.name })} />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <Button
          component={RouterLink}
          to="/settings/pipelines"
          startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {translate('deals.settings.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={`/deals?pipeline=${pipelineId}`}>
          {translate('deals.title')}
        </Button>
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <TextField
            label={translate('resources.pipelines.fields.name')}
            defaultValue={pipeline.data.name}
            fullWidth
            onBlur={(e) =>
              e.target.value.trim() &&
              e.target.value.trim() !== pipeline.data!.name &&
              void saved(dealsApi.renamePipeline(pipelineId, e.target.value.trim()))
            }
          />
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('deals.settings.stages')}
          </Typography>
          <DndContext
            accessibility={accessibility}
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
          >
            <SortableContext items={stageList.map((s) => s.id)} strategy={verticalListSortingStrategy}>
              {stageList.map((stage) => (
                <StageRow
                  key={stage.id}
                  stage={stage}
                  onSave={(change) => void saved(dealsApi.updateStage(stage.id, change))}
                  onDelete={() => {
                    setTarget(stageList.find((s) => s.id !== stage.id)?.id ?? '');
                    setRemoving(stage);
                  }}
                />
              ))}
            </SortableContext>
          </DndContext>
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ mt: 1.5 }}
            component="form"
            noValidate
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (!newStage.trim()) return;
              void saved(dealsApi.addStage(pipelineId, { name: newStage.trim() }));
              setNewStage('');
            }}
          >
            <TextField
              size="small"
              label={translate('deals.settings.add_stage')}
              value={newStage}
              onChange={(e) => setNewStage(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" startIcon={<Add />} disabled={!newStage.trim()}>
              {translate('ra.action.add')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('deals.settings.tags')}
          </Typography>
          {tags.data.items.map((tag: Tag) => (
            <Stack key={tag.id} direction="row" spacing={1} alignItems="center" sx={{ py: 0.5 }} data-testid="tag-row">
              <ColourInput
                value={tag.color}
                label={translate('deals.settings.color')}
                onChange={(color) => void saved(dealsApi.updateTag(tag.id, { color }))}
              />
              <TextField
                size="small"
                label={translate('deals.settings.name')}
                defaultValue={tag.name}
                onBlur={(e) =>
                  e.target.value.trim() &&
                  e.target.value.trim() !== tag.name &&
                  void saved(dealsApi.updateTag(tag.id, { name: e.target.value.trim() }))
                }
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={`${translate('ra.action.delete')} ${tag.name}`}
                onClick={() =>
                  void dealsApi
                    .deleteTag(tag.id)
                    .then(refresh)
                    .then(() => showToast(translate('deals.settings.tag_deleted'), { variant: 'success' }))
                }
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ mt: 1.5 }}
            component="form"
            noValidate
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (!newTag.trim()) return;
              void saved(dealsApi.addTag(pipelineId, { name: newTag.trim() }));
              setNewTag('');
            }}
          >
            <TextField
              size="small"
              label={translate('deals.settings.add_tag')}
              value={newTag}
              onChange={(e) => setNewTag(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" startIcon={<Add />} disabled={!newTag.trim()}>
              {translate('ra.action.add')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Dialog open={!!removing} onClose={() => setRemoving(null)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('deals.settings.delete_stage_title', { name: removing?.name ?? '' })}</DialogTitle>
        <DialogContent>
          {removing && removing.item_count > 0 ? (
            <TextField
              select
              fullWidth
              label={translate('deals.settings.delete_stage_move', { smart_count: removing.item_count })}
              value={target}
              onChange={(e) => setTarget(Number(e.target.value))}
              sx={{ mt: 1 }}
            >
              {stageList
                .filter((s) => s.id !== removing.id)
                .map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
            </TextField>
          ) : (
            <Typography>{translate('deals.settings.delete_stage_empty')}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!!removing && removing.item_count > 0 && !target}
            onClick={() => void confirmRemove()}
          >
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

export default PipelineSettings;
