// A form's upload field (src/forms): the dropzone theme outside react-admin's
// forms, for the public page and the admin alike. A picked or dropped file is queued and uploaded at once with its
// progress; on success its path_key joins the value (one key, replaced by the next upload, or a list in multiple
// mode). Removing a file takes it out of the value. The upload itself is the caller's (the form's own upload call).
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { matchesAccept } from './fileKinds';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

export interface UploadedFile {
  path_key: string;
  name: string;
}

export interface FormUploadFieldProps {
  label: string;
  value: unknown;
  onChange(value: string | string[] | null): void;
  upload(file: File, onProgress: (percent: number) => void): Promise<UploadedFile>;
  multiple?: boolean;
  accept?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : typeof value === 'string' && value
      ? [value]
      : [];
/** A key's file name when the upload did not say it (a stored key ends with the name after a unique prefix). */
const nameOfKey = (key: string) => key.split('/').pop() ?? key;

/** A file the field holds: its name and the button that takes it out. */
function StoredFile({ name, onRemove, disabled }: { name: string; onRemove: () => void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="form-upload-file">
      <InsertDriveFileOutlined fontSize="small" color="action" />
      <Typography variant="body2" noWrap dir="auto" sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      <LabelledIconButton
        size="small"
        label={`${translate('files.upload.delete')} ${name}`}
        onClick={onRemove}
        disabled={!!disabled}
      >
        <DeleteOutline fontSize="small" />
      </LabelledIconButton>
    </Box>
  );
}

/** A file on its way up, with how far it has come. */
function UploadProgress({ name, progress }: { name: string; progress: number }) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-label={translate('files.upload.uploading', { name })}>
      <Typography variant="body2" noWrap dir="auto">
        {name} · {progress}%
      </Typography>
      <LinearProgress variant="determinate" value={progress} />
    </Box>
  );
}

export function FormUploadField({
  label,
  value,
  onChange,
  upload,
  multiple = false,
  accept,
  required,
  disabled,
  error,
  helperText,
}: FormUploadFieldProps) {
  const translate = useTranslate();
  const keys = keysOf(value);
  const [names, setNames] = useState<Record<string, string>>({});
  const [queue, setQueue] = useState<Array<{ id: string; name: string; progress: number }>>([]);
  const [dragOver, setDragOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(keys);
  latest.current = keys;

  const start = (files: File[]) => {
    for (const file of multiple ? files : files.slice(0, 1)) {
      if (!matchesAccept(file, accept)) {
        showToast(
          translate('files.upload.failed', {
            name: file.name,
            reason: translate('files.upload.not_accepted', { accept: accept ?? '' }),
          }),
          { variant: 'error' },
        );
        continue;
      }
      const id = crypto.randomUUID();
      setQueue((q) => [...q, { id, name: file.name, progress: 0 }]);
      upload(file, (progress) => setQueue((q) => q.map((item) => (item.id === id ? { ...item, progress } : item))))
        .then((stored) => {
          setNames((current) => ({ ...current, [stored.path_key]: stored.name }));
          onChange(multiple ? [...latest.current, stored.path_key] : stored.path_key);
        })
        .catch((failure: unknown) => {
          console.error(`Upload of "${file.name}" failed:`, failure);
          showToast(
            translate('files.upload.failed', {
              name: file.name,
              reason: errorMessage(failure, translate),
            }),
            { variant: 'error' },
          );
        })
        .finally(() => setQueue((q) => q.filter((item) => item.id !== id)));
    }
  };
  const remove = (key: string) => {
    const next = latest.current.filter((k) => k !== key);
    onChange(multiple ? next : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (!disabled) start(Array.from(event.dataTransfer.files));
  };

  return (
    <Box>
      <FormLabel error={error} required={required} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <input
        ref={picker}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        onChange={(e) => (e.target.files && start(Array.from(e.target.files)), (e.target.value = ''))}
        data-testid="form-upload-picker"
      />
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        onClick={() => !disabled && picker.current?.click()}
        onKeyDown={(e) =>
          (e.key === 'Enter' || e.key === ' ') && !disabled && (e.preventDefault(), picker.current?.click())
        }
        onDragOver={(e) => (e.preventDefault(), setDragOver(true))}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragOver ? 'primary.main' : 'divider',
          bgcolor: dragOver ? 'action.hover' : 'transparent',
          p: 2,
          minHeight: 120,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          cursor: disabled ? 'default' : 'pointer',
          textAlign: 'center',
        }}
      >
        <CloudUploadOutlined color="action" />
        <Typography color="text.secondary">{translate('files.upload.drop')}</Typography>
        <Button size="small" variant="outlined" disabled={disabled} tabIndex={-1}>
          {translate('files.upload.button')}
        </Button>
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {keys.map((key) => (
          <StoredFile key={key} name={names[key] ?? nameOfKey(key)} onRemove={() => remove(key)} disabled={disabled} />
        ))}
        {queue.map((item) => (
          <UploadProgress key={item.id} name={item.name} progress={item.progress} />
        ))}
        {!keys.length && !queue.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('files.upload.no_file')}
          </Typography>
        )}
      </Stack>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
