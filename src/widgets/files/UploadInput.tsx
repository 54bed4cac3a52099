// The upload input: themes 'dropzone' (default, 215 px) and 'basic'; one file or many; a
// picked or dropped file is queued and uploaded at once with its progress; on success its path_key joins the value.
// HEIC photos become JPEG first. Too large, refused types and failed uploads are said in a toast (not
// only logged: a person should know a file did not arrive). Many images can be put in order by dragging (or the keyboard).
// Removing a file uploaded in this form deletes it at once; a file the record already had only leaves the value,
// so cancelling the form loses nothing (it stays in Settings → Files).
import { arrayMove } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { StoredFiles } from './StoredFiles';
import { UploadQueue } from './UploadQueue';
import { UploadTrigger } from './UploadTrigger';
import { useFilesLightbox } from './useFilesLightbox';
import { useUploadQueue } from './useUploadQueue';

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

const asKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : typeof value === 'string' && value
      ? [value]
      : [];

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
  const { getValues } = useFormContext();
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    defaultValue: props.defaultValue ?? (multiple ? [] : null),
  });
  const keys = asKeys(field.value);
  const picker = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const lightbox = useFilesLightbox(keys);
  const currentKeys = () => asKeys(getValues(source));
  const setKeys = (next: string[]) => field.onChange(multiple ? next : (next[0] ?? null));
  const { queue, start, removeStored } = useUploadQueue({
    multiple,
    accept,
    dirPath,
    tags,
    currentKeys,
    setKeys,
    onSettled: field.onBlur,
  });

  /** Uploads the files picked or dropped, in place of the one being replaced if any. */
  const onFiles = (files: File[]) => {
    const replace = replacing.current;
    replacing.current = null;
    start(files, replace);
  };
  const openPicker = (replace: string | null = null) => {
    replacing.current = replace;
    picker.current?.click();
  };
  const onMove = (from: string, to: string) => {
    const now = currentKeys();
    setKeys(arrayMove(now, now.indexOf(from), now.indexOf(to)));
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const busy = queue.length > 0;

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
        onChange={(e) => (e.target.files && onFiles(Array.from(e.target.files)), (e.target.value = ''))}
        data-testid="upload-picker"
      />
      <UploadTrigger
        theme={theme}
        height={keys.length && !multiple ? Math.min(height, 120) : height}
        error={!!error}
        empty={!keys.length && !busy}
        openPicker={() => openPicker()}
        onFiles={onFiles}
      />
      {busy && <UploadQueue queue={queue} />}
      {keys.length > 0 && (
        <StoredFiles
          keys={keys}
          sortable={sortable && multiple}
          onOpen={lightbox.open}
          onReplace={openPicker}
          onRemove={removeStored}
          onMove={onMove}
        />
      )}
      <InputHelperText error={error} helperText={helperText} />
      {lightbox.element}
    </Box>
  );
}
