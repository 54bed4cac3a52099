// A pipeline's settings (/settings/pipelines/:id and /settings/pipelines/:pipelineId/settings): its name, its
// stages (rename, colour and kind saved as they change, drag to reorder, add, delete with where its deals go) and tags.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { dealsApi, usePipeline, useStages, useTags } from '../../screens/deals/api';
import { usePipelineSave } from './pipelineInputs';
import { StageList } from './StageList';
import { TagList } from './TagList';

const PipelineSettings = () => {
  const translate = useTranslate();
  const params = useParams();
  const pipelineId = Number(params.pipelineId ?? params.id);
  const pipeline = usePipeline(pipelineId);
  const stages = useStages(pipelineId);
  const tags = useTags(pipelineId);
  const { saved } = usePipelineSave();

  if (!pipeline.data || !stages.data || !tags.data) return <LinearProgress />;

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
      <StageList pipelineId={pipelineId} stages={stages.data} />
      <TagList pipelineId={pipelineId} tags={tags.data.items} />
    </Box>
  );
};

export default PipelineSettings;
