// Deleting a stage: one with deals asks which stage they move to (the first other one chosen at first).
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { dealsApi, type Stage } from '../../screens/deals/api';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { usePipelineSave } from './pipelineInputs';

interface Props {
  removing: Stage | null;
  stages: Stage[];
  /** The stage its deals move to (chosen with the stage to delete). */
  target: number | '';
  setTarget(id: number): void;
  onClose(): void;
}

export function DeleteStageDialog({ removing, stages, target, setTarget, onClose }: Props) {
  const translate = useTranslate();
  const { refresh } = usePipelineSave();
  const confirmRemove = async () => {
    const stage = removing!;
    onClose();
    await dealsApi.deleteStage(stage.id, stage.item_count > 0 ? Number(target) : undefined);
    await refresh();
    showToast(translate('deals.settings.stage_deleted'), { variant: 'success' });
  };
  return (
    <TitledDialog
      open={!!removing}
      onClose={onClose}
      title={translate('deals.settings.delete_stage_title', { name: removing?.name ?? '' })}
      maxWidth="xs"
      fullScreenBelow={false}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!!removing && removing.item_count > 0 && !target}
            onClick={() => void confirmRemove()}
          >
            {translate('ra.action.delete')}
          </Button>
        </>
      }
    >
      {removing && removing.item_count > 0 ? (
        <TextField
          select
          fullWidth
          label={translate('deals.settings.delete_stage_move', { smart_count: removing.item_count })}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          sx={{ mt: 1 }}
        >
          {stages
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
    </TitledDialog>
  );
}
