// A stage in a pipeline's settings: its drag handle, colour, name and kind (saved as they change), its number of
// deals, and a delete button.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Stage } from '../../screens/deals/api';
import { CodeSelect } from '../../widgets/select/CodeSelect';
import { DragHandle, useSortableRow } from '../../widgets/sortable/Sortable';
import { ColourInput } from './pipelineInputs';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

const KINDS: Stage['kind'][] = ['open', 'won', 'lost'];

export const StageRow = ({
  stage,
  onSave,
  onDelete,
}: {
  stage: Stage;
  onSave: (change: Partial<Stage>) => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  const row = useSortableRow(stage.id);
  return (
    <Stack
      ref={row.rowRef}
      direction="row"
      spacing={1}
      alignItems="center"
      data-testid="stage-row"
      style={row.style}
      sx={{ bgcolor: 'background.paper', py: 0.5 }}
    >
      <DragHandle handle={row.handle} label={translate('deals.settings.reorder')} />
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
      <CodeSelect
        label={translate('deals.settings.kind')}
        value={stage.kind}
        codes={KINDS}
        labelOf={(kind) => translate(`deals.kinds.${kind}`)}
        onChange={(kind) => onSave({ kind })}
        sx={{ width: 110 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'center' }}>
        <bdi>{stage.item_count}</bdi>
      </Typography>
      <LabelledIconButton label={`${translate('ra.action.delete')} ${stage.name}`} onClick={onDelete}>
        <DeleteOutline />
      </LabelledIconButton>
    </Stack>
  );
};
