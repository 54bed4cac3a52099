// A deal's stage on its page: chosen from the list, or an open deal marked won or lost (asking why), a closed one
// reopened; each to the first stage of its kind.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Deal, Stage } from './api';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { SmallSelect } from '../../widgets/select/SmallSelect';

interface Props {
  current: Deal;
  stages: Stage[];
  moveTo(stageId: number): Promise<void>;
  markLost(lostStageId: number, reason: string): Promise<void>;
}

export function DealStageControls({ current, stages, moveTo, markLost }: Props) {
  const translate = useTranslate();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const stage = stages.find((s) => s.id === current.stage_id);
  const firstOf = (kind: Stage['kind']) => stages.find((s) => s.kind === kind);
  const lose = async () => {
    const lost = firstOf('lost');
    setLosing(false);
    if (lost) await markLost(lost.id, reason);
  };
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 2 }}>
      <SmallSelect
        label={translate('deals.fields.stage_id')}
        value={current.stage_id}
        onChange={(choice) => void moveTo(Number(choice))}
        sx={{ minWidth: 200 }}
      >
        {stages.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </SmallSelect>
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
      <TitledDialog
        open={losing}
        onClose={() => setLosing(false)}
        title={translate('deals.lost_reason_prompt')}
        maxWidth="xs"
        fullScreenBelow={false}
        actions={
          <>
            <Button onClick={() => setLosing(false)}>{translate('ra.action.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void lose()}>
              {translate('deals.mark_lost')}
            </Button>
          </>
        }
      >
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
      </TitledDialog>
    </Stack>
  );
}
