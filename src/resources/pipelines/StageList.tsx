// A pipeline's stages: reordered by dragging (or the keyboard), each saved as it changes, a new one added by name,
// and one deleted after asking where its deals go.
import { arrayMove } from '@dnd-kit/sortable';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dealKeys, dealsApi, type Stage } from '../../screens/deals/api';
import { SortableItems } from '../../widgets/sortable/Sortable';
import { DeleteStageDialog } from './DeleteStageDialog';
import { AddByName, usePipelineSave } from './pipelineInputs';
import { StageRow } from './StageRow';

export function StageList({ pipelineId, stages }: { pipelineId: number; stages: { items: Stage[]; total: number } }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { saved } = usePipelineSave();
  const [removing, setRemoving] = useState<Stage | null>(null);
  const [target, setTarget] = useState<number | ''>('');
  const stageList = stages.items;

  const onMove = (from: number, to: number) => {
    const order = arrayMove(stageList, from, to);
    queryClient.setQueryData(dealKeys.of('stages', pipelineId), {
      ...stages,
      items: order.map((s, position) => ({ ...s, position })),
    });
    void saved(dealsApi.updateStage(stageList[from]!.id, { position: to }));
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('deals.settings.stages')}
        </Typography>
        <SortableItems
          ids={stageList.map((s) => s.id)}
          nameOf={(id) => stageList.find((s) => s.id === id)?.name ?? ''}
          onMove={onMove}
        >
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
        </SortableItems>
        <AddByName
          label={translate('deals.settings.add_stage')}
          onAdd={(name) => void saved(dealsApi.addStage(pipelineId, { name }))}
        />
      </CardContent>
      <DeleteStageDialog
        removing={removing}
        stages={stageList}
        target={target}
        setTarget={setTarget}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
