// Above the board: the pipeline, search, owner and tag filters, the list view, the pipeline's settings and 'add a
// deal'. Memoised with stable callbacks, so a card dragged across the board does not redraw these fields.
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Pipeline, Stage, Tag } from './api';
import type { BoardFilters } from './useBoardChoice';
import { SmallSelect } from '../../widgets/select/SmallSelect';

interface Props {
  pipelines: Pipeline[] | undefined;
  pipelineId: number | undefined;
  onPipeline: (id: number) => void;
  /** The search, owner and tag chosen, and their setters. */
  filters: BoardFilters;
  owners: { id: string; name: string }[] | undefined;
  tags: Tag[] | undefined;
  /** The stage 'add a deal' puts it in; none while the board loads. */
  firstStage: Stage | undefined;
  onAdd: (stage: Stage) => void;
}

function Toolbar({ pipelines, pipelineId, onPipeline, filters, owners, tags, firstStage, onAdd }: Props) {
  const translate = useTranslate();
  const { q, setQ, ownerId, setOwnerId, tagId, setTagId } = filters;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
      <SmallSelect
        label={translate('deals.pipeline')}
        value={pipelines ? (pipelineId ?? '') : ''}
        onChange={(choice) => onPipeline(Number(choice))}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {pipelines?.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </SmallSelect>
      <TextField
        size="small"
        type="search"
        label={translate('deals.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <SmallSelect
        label={translate('deals.owner')}
        value={owners ? ownerId : ''}
        onChange={setOwnerId}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}
      >
        <MenuItem value="">{translate('deals.anyone')}</MenuItem>
        {owners?.map(({ id, name }) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </SmallSelect>
      <SmallSelect
        label={translate('deals.tag')}
        value={tags ? tagId || '' : ''}
        onChange={(choice) => setTagId(Number(choice))}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 160 } }}
      >
        <MenuItem value="">{translate('deals.any_tag')}</MenuItem>
        {tags?.map((tag) => (
          <MenuItem key={tag.id} value={tag.id}>
            {tag.name}
          </MenuItem>
        ))}
      </SmallSelect>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        startIcon={<ViewListOutlined />}
        component={RouterLink}
        to={
          pipelineId
            ? `/deals/list?filter=${encodeURIComponent(JSON.stringify({ pipeline_id: pipelineId }))}`
            : '/deals/list'
        }
      >
        {translate('deals.list')}
      </Button>
      {pipelineId && (
        <Button
          startIcon={<SettingsOutlined />}
          component={RouterLink}
          to={`/settings/pipelines/${pipelineId}/settings`}
        >
          {translate('deals.settings_link')}
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<Add />}
        disabled={!firstStage}
        onClick={() => firstStage && onAdd(firstStage)}
      >
        {translate('deals.add')}
      </Button>
    </Stack>
  );
}

export const BoardToolbar = memo(Toolbar);
