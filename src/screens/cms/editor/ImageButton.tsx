// Toolbar button: an image by its address (required), with its description and size (width and height at least 1);
// the address comes typed, from an upload, or from the library of public images already stored.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadPublicFile, type FileRecord } from '../../../widgets/files/api';
import { AddressField } from '../../../widgets/richText/AddressField';
import { useUploadFailure } from '../../../widgets/files/useUploadFailure';
import { ImageLibraryDialog } from './ImageLibraryDialog';
import { InsertButton } from './InsertButton';
import { SizeInputs, type Size } from './SizeInputs';
// the setImage command's type comes with the Image extension the editor uses
import type {} from '@tiptap/extension-image';

const NO_SIZE: Size = { width: '', height: '' };

const isAddress = (text: string) => /^(https?:\/\/\S+|\/\S+)$/.test(text);

/** Where the image may come from besides a typed address: an upload (with its progress) or the library. */
function ImageSources({
  progress,
  onUpload,
  onLibrary,
}: {
  /** How far the upload has come; null while none is under way. */
  progress: number | null;
  onUpload: (file: File | undefined) => Promise<void>;
  onLibrary: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<CloudUploadOutlined />} disabled={progress !== null}>
          {translate('cms.editor.image_upload')}
          <input
            hidden
            type="file"
            accept="image/*"
            onChange={(e) => void onUpload(e.target.files?.[0]).finally(() => (e.target.value = ''))}
          />
        </Button>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryOutlined />}
          disabled={progress !== null}
          onClick={onLibrary}
        >
          {translate('cms.editor.image_library')}
        </Button>
      </Stack>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('cms.editor.image_uploading')}
          sx={{ mt: 1 }}
        />
      ) : null}
    </>
  );
}

export function ImageButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [size, setSize] = useState<Size>(NO_SIZE);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [autoAlt, setAutoAlt] = useState('');
  const [library, setLibrary] = useState(false);
  const { failed } = useUploadFailure();
  // a stored public file (uploaded now or chosen from the library): its full address (it does not expire, so the
  // website on its own domain can show it), its size, and its name as the description unless one was typed
  const takeFile = (record: FileRecord) => {
    setSrc(new URL(record.url, window.location.origin).href);
    setSize(record.width && record.height ? { width: String(record.width), height: String(record.height) } : NO_SIZE);
    const named = record.name.replace(/\.[^.]+$/, '');
    setAlt((typed) => (typed && typed !== autoAlt ? typed : named));
    setAutoAlt(named);
  };
  const uploadImage = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      takeFile(await uploadPublicFile(file, { topic: 'cms', onProgress: setProgress }));
    } catch (error) {
      failed(file.name, error);
    } finally {
      setProgress(null);
    }
  };
  const srcError = !src.trim()
    ? translate('cms.editor.image_src_required')
    : !isAddress(src.trim())
      ? translate('cms.editor.image_src_invalid')
      : undefined;
  const sizeError = (value: string) =>
    value !== '' && !(Number.isInteger(Number(value)) && Number(value) >= 1)
      ? translate('cms.editor.image_size_min')
      : undefined;
  const insert = () => {
    setTried(true);
    if (srcError || sizeError(size.width) || sizeError(size.height)) return false;
    editor
      .chain()
      .focus()
      .setImage({
        src: src.trim(),
        alt: alt.trim() || undefined,
        width: size.width ? Number(size.width) : undefined,
        height: size.height ? Number(size.height) : undefined,
      } as never)
      .run();
    setSrc('');
    setAlt('');
    setSize(NO_SIZE);
    setTried(false);
    setAutoAlt('');
    return true;
  };
  return (
    <>
      <InsertButton
        value="image"
        label={translate('ra.tiptap.image')}
        icon={ImageOutlined}
        onInsert={insert}
        insertDisabled={progress !== null}
      >
        <ImageSources progress={progress} onUpload={(file) => uploadImage(file)} onLibrary={() => setLibrary(true)} />
        <AddressField
          label={translate('ra.tiptap.image_dialog')}
          value={src}
          onChange={setSrc}
          tried={tried}
          error={srcError}
        />
        <TextField
          fullWidth
          margin="dense"
          label={translate('cms.editor.image_alt')}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        <SizeInputs size={size} setSize={setSize} sizeError={sizeError} tried={tried} min={1} />
      </InsertButton>
      <ImageLibraryDialog
        open={library}
        onClose={() => setLibrary(false)}
        onPick={(record) => {
          takeFile(record);
          setLibrary(false);
        }}
      />
    </>
  );
}
