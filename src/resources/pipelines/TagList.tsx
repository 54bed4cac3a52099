// A pipeline's tags: each with its colour and name (saved as they change) and a delete button; a new one added by
// name.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { dealsApi, type Tag } from '../../screens/deals/api';
import { AddByName, ColourInput, usePipelineSave } from './pipelineInputs';

export function TagList({ pipelineId, tags }: { pipelineId: number; tags: Tag[] }) {
  const translate = useTranslate();
  const { refresh, saved } = usePipelineSave();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('deals.settings.tags')}
        </Typography>
        {tags.map((tag) => (
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
        <AddByName
          label={translate('deals.settings.add_tag')}
          onAdd={(name) => void saved(dealsApi.addTag(pipelineId, { name }))}
        />
      </CardContent>
    </Card>
  );
}
