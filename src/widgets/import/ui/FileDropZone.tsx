import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACCEPTED_EXTENSIONS } from '../constants';
import type { Progress } from '../engine/importClient';
import type { ValueStore } from './progressStore';
import { ProgressBar, StoredProgressBar } from './ReadingProgress';
import { useImportTranslate } from './useImportTranslate';

export interface FileDropZoneProps {
  onFile: (file: File) => void;
  /** Set while a file is being read: the zone then shows 'Processing your file...' and its progress. */
  processing?: Progress | null;
  /** The progress as it changes, when kept in a store (the bar alone draws again); else `processing`. */
  progress?: ValueStore<Progress | null>;
  /** Compact variant (inside a dialog). */
  dense?: boolean;
  /** Accessible name; defaults to 'Choose a file to import'. */
  label?: string;
}

/** The drop zone: drag a file on it, or click (or press Enter) to pick one. */
export function FileDropZone({ onFile, processing, progress, dense, label }: FileDropZoneProps) {
  const t = useImportTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!processing) take(event.dataTransfer.files);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  if (processing) {
    const bar = { label: t('dropzone.processing'), sx: { maxInlineSize: 420, mx: 'auto' } };
    return (
      <Box
        role="status"
        sx={{
          py: dense ? 3 : 8,
          px: 3,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography sx={{ mb: 2 }}>{t('dropzone.processing')}</Typography>
        {progress ? <StoredProgressBar store={progress} {...bar} /> : <ProgressBar progress={processing} {...bar} />}
      </Box>
    );
  }

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={label ?? t('dropzone.label')}
      onClick={() => input.current?.click()}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        py: dense ? 3 : 8,
        px: 3,
        textAlign: 'center',
        cursor: 'pointer',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        transition: 'border-color 150ms, background-color 150ms',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color="action" sx={{ fontSize: dense ? 32 : 48, mb: 1 }} />
      <Typography>{t('dropzone.drag')}</Typography>
      <Typography color="text.secondary">{t('dropzone.click')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('dropzone.accepts')}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_EXTENSIONS.join(',')}
        data-testid="import-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
