// A pipeline's stages: reordered by dragging (or the keyboard), each saved as it changes, a new one added by name,
// and one deleted after asking where its deals go.
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';
import { dealKeys, dealsApi, type Stage } from '../../screens/deals/api';
import { DeleteStageDialog } from './DeleteStageDialog';
import { AddByName, usePipelineSave } from './pipelineInputs';
import { StageRow } from './StageRow';

export function StageList({ pipelineId, stages }: { pipelineId: number; stages: { items: Stage[]; total: number } }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { saved } = usePipelineSave();
  const [removing, setRemoving] = useState<Stage | null>(null);
  const [target, setTarget] = useState<number | ''>('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const stageList = stages.items;
  const accessibility = useSortableAccessibility(
    stageList.map((s) => s.id),
    (id) => stageList.find((s) => s.id === id)?.name ?? '',
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(
      stageList,
      stageList.findIndex((s) => s.id === active.id),
      stageList.findIndex((s) => s.id === over.id),
    );
    queryClient.setQueryData(dealKeys.of('stages', pipelineId), {
      ...stages,
      items: order.map((s, position) => ({ ...s, position })),
    });
    void saved(dealsApi.updateStage(Number(active.id), { position: order.findIndex((s) => s.id === active.id) }));
  };

  return (
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
