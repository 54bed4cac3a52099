// The upload input's queue: a picked or dropped file is checked (type, size), turned from HEIC into JPEG if need be,
// uploaded with its progress shown, and its path_key joins the value (one file replaces the last; many are added, or
// replace the one chosen). Files uploaded while the form is open are the form's own: removing one deletes it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { deleteFile, fileQueryKey, uploadFile } from './api';
import { formatBytes, isHeic, matchesAccept } from './fileKinds';
import { convertIfHeic } from './heic';
import { useUploadFailure } from './useUploadFailure';

export interface Queued {
  id: string;
  name: string;
  preview?: string;
  progress: number;
  converting: boolean;
}

interface Options {
  multiple: boolean;
  accept?: string;
  dirPath?: string;
  tags?: string[];
  /** The value's path_keys as they are now (read at the moment, not at render). */
  currentKeys(): string[];
  setKeys(keys: string[]): void;
  /** Marks the field touched when an upload ends. */
  onSettled(): void;
}

export function useUploadQueue({ multiple, accept, dirPath, tags, currentKeys, setKeys, onSettled }: Options) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Queued[]>([]);
  /** Files uploaded while this form is open: nobody else knows them, so removing one deletes it. */
  const fresh = useRef(new Set<string>());
  const { limits, tell, reasonOf } = useUploadFailure();
  const acceptText = accept === 'image/*' ? translate('files.upload.images_only') : (accept ?? '');

  useEffect(() => () => queue.forEach((q) => q.preview && URL.revokeObjectURL(q.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const removeStored = (pathKey: string) => {
    setKeys(currentKeys().filter((k) => k !== pathKey));
    if (!fresh.current.has(pathKey)) return;
    fresh.current.delete(pathKey);
    deleteFile(pathKey)
      .then(() => queryClient.setQueryData(fileQueryKey(pathKey), null))
      .catch((error: unknown) => console.error(`Delete of "${pathKey}" failed:`, error));
  };

  /** Puts the uploaded file in the value: in place of the one chosen, the single one, or at the end. */
  const place = (pathKey: string, replace: string | null) => {
    const now = currentKeys();
    if (!multiple) {
      if (now[0]) removeStored(now[0]);
      setKeys([pathKey]);
    } else if (replace && now.includes(replace)) {
      setKeys(now.map((k) => (k === replace ? pathKey : k)));
      if (fresh.current.has(replace)) removeStored(replace);
    } else {
      setKeys([...now, pathKey]);
    }
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
      place(record.path_key, replace);
    } catch (error) {
      tell(original.name, reasonOf(error), error);
    } finally {
      setQueue((q) => q.filter((item) => item.id !== itemId));
      if (preview) URL.revokeObjectURL(preview);
      onSettled();
    }
  };

  /** Uploads what was picked or dropped (one file when replacing or single), each refused one told why. */
  const start = (picked: File[], replace: string | null) => {
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

  return { queue, start, removeStored };
}
