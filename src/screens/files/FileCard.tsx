// A stored file in the browser: its picture (opens the lightbox), name, size and type, dimensions and date, and a
// delete button.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import { FilePicture, formatBytes, type FileRecord } from '../../widgets/files';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

export function FileCard({ file, onOpen, onDelete }: { file: FileRecord; onOpen(): void; onDelete(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" role="listitem" sx={{ p: 1, position: 'relative' }} data-testid="file-card">
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        aria-label={file.name}
        sx={{
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: 'zoom-in',
          width: '100%',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <FilePicture record={file} size={132} />
      </Box>
      <Typography variant="body2" noWrap dir="auto" title={file.name} sx={{ mt: 1 }}>
        {file.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        <bdi>{translate('files.browser.details', { size: formatBytes(file.size, locale), type: file.mime_type })}</bdi>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {file.width && file.height ? (
          <>
            <bdi>{translate('files.browser.dimensions', { width: file.width, height: file.height })}</bdi>
            {' · '}
          </>
        ) : null}
        <bdi>{formatDate(file.created_at)}</bdi>
      </Typography>
      <LabelledIconButton
        label={`${translate('files.upload.delete')} ${file.name}`}
        size="small"
        onClick={onDelete}
        sx={{
          position: 'absolute',
          top: 4,
          insetInlineEnd: 4,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <DeleteOutline fontSize="small" />
      </LabelledIconButton>
    </Card>
  );
}
