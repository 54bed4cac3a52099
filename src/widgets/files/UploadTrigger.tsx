// What opens the file picker: a dropzone (click, Enter or Space, or a drop) or, in the basic theme, a button.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  theme: 'dropzone' | 'basic';
  /** The dropzone's height (lower once a single file is chosen). */
  height: number;
  error: boolean;
  /** Whether the basic theme says no file is chosen. */
  empty: boolean;
  openPicker(): void;
  onFiles(files: File[]): void;
}

export function UploadTrigger({ theme, height, error, empty, openPicker, onFiles }: Props) {
  const translate = useTranslate();
  const [dragOver, setDragOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length) onFiles(Array.from(event.dataTransfer.files));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  if (theme === 'basic')
    return (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          onClick={() => openPicker()}
          color={error ? 'error' : 'primary'}
        >
          {translate('files.upload.button')}
        </Button>
        {empty && <Typography color="text.secondary">{translate('files.upload.no_file')}</Typography>}
      </Stack>
    );
  return (
    <Box
      role="button"
      tabIndex={0}
      onClick={() => openPicker()}
      onKeyDown={onKey}
      onDragOver={(e) => (e.preventDefault(), setDragOver(true))}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      aria-invalid={error}
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 2,
        cursor: 'pointer',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: error ? 'error.main' : dragOver ? 'primary.main' : 'divider',
        bgcolor: dragOver ? 'action.hover' : 'transparent',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Stack alignItems="center" spacing={1}>
        <CloudUploadOutlined color="action" fontSize="large" />
        <Typography color="text.secondary">{translate('files.upload.drop')}</Typography>
      </Stack>
    </Box>
  );
}
