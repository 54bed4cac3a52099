// The upload input: themes 'dropzone' (default, 215 px) and 'basic'; one file or many; a
// picked or dropped file is queued and uploaded at once with its progress; on success its path_key joins the value.
// HEIC photos become JPEG first. Too large, refused types and failed uploads are said in a toast (not
// only logged: a person should know a file did not arrive). Many images can be put in order by dragging (or the keyboard).
// Removing a file uploaded in this form deletes it at once; a file the record already had only leaves the value,
// so cancelling the form loses nothing (it stays in Settings → Files).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { deleteFile, fileQueryKey, uploadFile } from './api';
import { formatBytes, isHeic, matchesAccept } from './fileKinds';
import { FileTile } from './FileTile';
import { convertIfHeic } from './heic';
import { useFilesLightbox } from './useFilesLightbox';
import { useUploadFailure } from './useUploadFailure';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';

/** The upload area's default height. */
export const UPLOAD_AREA_HEIGHT = 215;

export interface UploadInputProps extends Omit<InputProps, 'format' | 'parse'> {
  theme?: 'dropzone' | 'basic';
  /** The value is a list of path_keys (else one path_key or null). */
  multiple?: boolean;
  /** The picker's filter ('image/*', '.pdf,.epub'); default any type. */
  accept?: string;
  /** Folder the files are stored in. */
  dirPath?: string;
  tags?: string[];
  /** Many files can be put in order by dragging. */
  sortable?: boolean;
  height?: number;
}

interface Queued {
  id: string;
  name: string;
  preview?: string;
  progress: number;
  converting: boolean;
}

const asKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : typeof value === 'string' && value
      ? [value]
      : [];

const SortableTile = ({
  pathKey,
  children,
}: {
  pathKey: string;
  children: (handle: React.ReactNode) => React.ReactNode;
}) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: pathKey,
  });
  const handle = (
    <Tooltip title={translate('files.upload.reorder')}>
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('files.upload.reorder')}
        sx={{
          bgcolor: 'background.paper',
          cursor: 'grab',
          touchAction: 'none',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      ref={setNodeRef}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 'auto',
      }}
      data-testid="upload-item"
    >
      {children(handle)}
    </Box>
  );
};

export function UploadInput(props: UploadInputProps) {
  const {
    theme = 'dropzone',
    multiple = false,
    accept,
    dirPath,
    tags,
    sortable = false,
    height = UPLOAD_AREA_HEIGHT,
    label,
    helperText,
    source,
    resource,
  } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { getValues } = useFormContext();
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    defaultValue: props.defaultValue ?? (multiple ? [] : null),
  });
  const keys = asKeys(field.value);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  /** Files uploaded while this form is open: nobody else knows them, so removing one deletes it. */
  const fresh = useRef(new Set<string>());
  const { limits, tell, reasonOf } = useUploadFailure();
  const lightbox = useFilesLightbox(keys);
  // the tiles show pictures, not names: a screen reader hears each by its place
  const accessibility = useSortableAccessibility(keys, (key) =>
    translate('app.sort.item_number', { number: keys.indexOf(String(key)) + 1 }),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => () => queue.forEach((q) => q.preview && URL.revokeObjectURL(q.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const currentKeys = () => asKeys(getValues(source));
  const setKeys = (next: string[]) => field.onChange(multiple ? next : (next[0] ?? null));
  const acceptText = accept === 'image/*' ? translate('files.upload.images_only') : (accept ?? '');

  const removeStored = (pathKey: string) => {
    setKeys(currentKeys().filter((k) => k !== pathKey));
    if (!fresh.current.has(pathKey)) return;
    fresh.current.delete(pathKey);
    deleteFile(pathKey)
      .then(() => queryClient.setQueryData(fileQueryKey(pathKey), null))
      .catch((error: unknown) => console.error(`Delete of "${pathKey}" failed:`, error));
  };

  const uploadOne = async (original: File, replace: string | null) => {
    const itemId = crypto.randomUUID();
    const heic = isHeic(original);
    const preview = !heic && original.type.startsWith('image/') ? URL.createObjectURL(original) : undefined;
    const patch = (change: Partial<Queued>) =>
      setQueue((q) => q.map((item) => (item.id === itemId ? { ...item, ...change } : item)));
    setQueue((q) => [...q, { id: itemId, name: original.name, preview, progress: 0, converting: heic }]);
    try {
      let file: File;
      try {
        file = await convertIfHeic(original);
      } catch (error) {
        tell(original.name, translate('files.upload.convert_failed'), error);
        return;
      }
      patch({ converting: false });
      const record = await uploadFile(file, { dirPath, tags, onProgress: (progress) => patch({ progress }) });
      queryClient.setQueryData(fileQueryKey(record.path_key), record);
      fresh.current.add(record.path_key);
      const now = currentKeys();
      if (!multiple) {
        if (now[0]) removeStored(now[0]);
        setKeys([record.path_key]);
      } else if (replace && now.includes(replace)) {
        setKeys(now.map((k) => (k === replace ? record.path_key : k)));
        if (fresh.current.has(replace)) removeStored(replace);
      } else {
        setKeys([...now, record.path_key]);
      }
    } catch (error) {
      tell(original.name, reasonOf(error), error);
    } finally {
      setQueue((q) => q.filter((item) => item.id !== itemId));
      if (preview) URL.revokeObjectURL(preview);
      field.onBlur();
    }
  };

  const start = (picked: File[]) => {
    const replace = replacing.current;
    replacing.current = null;
    const files = multiple && !replace ? picked : picked.slice(0, 1);
    for (const file of files) {
      if (
        !matchesAccept(file, accept) &&
        !(isHeic(file) && matchesAccept({ name: 'x.jpg', type: 'image/jpeg' }, accept))
      ) {
        tell(file.name, translate('files.upload.not_accepted', { accept: acceptText }));
      } else if (limits && file.size > limits.max_bytes) {
        tell(file.name, translate('files.upload.too_large', { limit: formatBytes(limits.max_bytes, locale) }));
      } else {
        void uploadOne(file, replace);
      }
    }
  };

  const openPicker = (replace: string | null = null) => {
    replacing.current = replace;
    picker.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length) start(Array.from(event.dataTransfer.files));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const now = currentKeys();
    setKeys(arrayMove(now, now.indexOf(String(active.id)), now.indexOf(String(over.id))));
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const busy = queue.length > 0;

  const tileActions = (pathKey: string, handle?: React.ReactNode) => (
    <>
      {handle}
      <Tooltip title={translate('files.upload.replace')}>
        <IconButton
          size="small"
          aria-label={translate('files.upload.replace')}
          onClick={() => openPicker(pathKey)}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <SwapHoriz fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('files.upload.delete')}>
        <IconButton
          size="small"
          aria-label={translate('files.upload.delete')}
          onClick={() => removeStored(pathKey)}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );

  const stored = keys.length > 0 && (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 1.5 }} data-testid="upload-stored">
      {sortable && multiple ? (
        <DndContext
          accessibility={accessibility}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={keys} strategy={rectSortingStrategy}>
            {keys.map((key) => (
              <SortableTile key={key} pathKey={key}>
                {(handle) => (
                  <FileTile
                    pathKey={key}
                    onOpen={(r) => lightbox.open(r.path_key)}
                    actions={tileActions(key, handle)}
                  />
                )}
              </SortableTile>
            ))}
          </SortableContext>
        </DndContext>
      ) : (
        keys.map((key) => (
          <Box key={key} data-testid="upload-item">
            <FileTile pathKey={key} onOpen={(r) => lightbox.open(r.path_key)} actions={tileActions(key)} />
          </Box>
        ))
      )}
    </Stack>
  );

  const queued = busy && (
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

  return (
    <Box sx={{ mb: 2, width: '100%' }} className="ra-input" data-source={source}>
      <FormLabel htmlFor={id} error={!!error} sx={{ display: 'block', mb: 1 }}>
        <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <input
        ref={picker}
        id={id}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        onChange={(e) => (e.target.files && start(Array.from(e.target.files)), (e.target.value = ''))}
        data-testid="upload-picker"
      />
      {theme === 'dropzone' ? (
        <Box
          role="button"
          tabIndex={0}
          onClick={() => openPicker()}
          onKeyDown={onKey}
          onDragOver={(e) => (e.preventDefault(), setDragOver(true))}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          aria-invalid={!!error}
          sx={{
            height: keys.length && !multiple ? Math.min(height, 120) : height,
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
      ) : (
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Button
            variant="outlined"
            startIcon={<CloudUploadOutlined />}
            onClick={() => openPicker()}
            color={error ? 'error' : 'primary'}
          >
            {translate('files.upload.button')}
          </Button>
          {!keys.length && !busy && <Typography color="text.secondary">{translate('files.upload.no_file')}</Typography>}
        </Stack>
      )}
      {queued}
      {stored}
      <InputHelperText error={error} helperText={helperText} />
      {lightbox.element}
    </Box>
  );
}
