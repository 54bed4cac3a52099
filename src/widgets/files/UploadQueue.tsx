// The files on their way: each with its picture (or an upload icon), its name and its progress (or "converting").
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Queued } from './useUploadQueue';

export function UploadQueue({ queue }: { queue: Queued[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} aria-live="polite">
      {queue.map((item) => (
        <Stack key={item.id} direction="row" spacing={1.5} alignItems="center" data-testid="upload-queued">
          {item.preview ? (
            <Box
              component="img"
              src={item.preview}
              alt=""
              sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <CloudUploadOutlined color="action" />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto">
              {item.converting
                ? translate('files.upload.converting')
                : translate('files.upload.uploading', { name: item.name })}
            </Typography>
            <LinearProgress
              variant={item.converting ? 'indeterminate' : 'determinate'}
              value={item.progress}
              aria-label={item.name}
            />
          </Box>
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
            <bdi>{item.converting ? '' : `${item.progress}%`}</bdi>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
