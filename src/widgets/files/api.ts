// The files API (server/src/routes/files.ts) for the widgets: uploads with progress, records by path_key (./records.ts),
// deletes, and the upload limits.
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { http, upload } from '../../dataProvider/http';
import type { ApiAnswer } from '../../../definitions/wire/api';
import { fileKeys, fileQueryKey, loadFileRecord, RECORD_STALE_MS, type FileRecord } from './records';

export type { FileRecord };
export { fileKeys, fileQueryKey };
export type UploadLimits = ApiAnswer<'/api/files_v2/limits'>;

/**
 * Progress is loaded/total as a percentage, minus 1, so it shows 99 until the server has stored the
 * file and answered (then the item leaves the queue).
 */
export const progressPercent = (loaded: number, total: number) =>
  total > 0 ? Math.max(0, Math.round((loaded / total) * 100) - 1) : 0;

export function uploadFile(
  file: File,
  options: { dirPath?: string; tags?: string[]; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<FileRecord> {
  const form = new FormData();
  form.append('upload', file, file.name);
  return upload<FileRecord>('/files_v2/upload', form, {
    query: { dir_path: options.dirPath, tags: options.tags?.length ? options.tags.join(',') : undefined },
    onProgress: (loaded, total) => options.onProgress?.(progressPercent(loaded, total)),
    signal: options.signal,
    // the upload input words its own failure (too large, wrong type) in a toast
    silent: true,
  });
}

/** A public file (static/<topic>): its url needs no signing and does not expire (images on the website's pages). */
export function uploadPublicFile(
  file: File,
  options: { topic?: string; onProgress?: (percent: number) => void } = {},
): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<FileRecord>('/static_files/upload', form, {
    query: { topic: options.topic },
    onProgress: (loaded, total) => options.onProgress?.(progressPercent(loaded, total)),
    silent: true,
  });
}

/** The public images (any topic), newest first, searched by name: what the page editor's image library offers. */
export const listPublicImages = (query: { q?: string; skip: number; limit: number }) =>
  http.get<{ items: FileRecord[]; total: number }>('/static_files/images', {
    query: { q: query.q || undefined, skip: query.skip, limit: query.limit },
  });

export const deleteFile = (pathKey: string) =>
  http.delete<null>('/files_v2/', { query: { path_key: pathKey }, silent: true });

export const updateFile = (pathKey: string, data: { name?: string; tags?: string[] }) =>
  http.put<FileRecord>('/files_v2/', data, { query: { path_key: pathKey } });

/** The record of a stored file; `data` is null when the key names no file (deleted), undefined while loading. */
export function useFileRecord(pathKey: string | null | undefined) {
  return useQuery({
    queryKey: fileQueryKey(pathKey ?? ''),
    queryFn: () => loadFileRecord(pathKey!),
    enabled: !!pathKey,
    staleTime: RECORD_STALE_MS,
  });
}

/** The records of several keys (in their order; null for a key that names no file, undefined while loading). */
export function useFileRecords(pathKeys: readonly string[]) {
  return useQueries({
    queries: pathKeys.map((pathKey) => ({
      queryKey: fileQueryKey(pathKey),
      queryFn: () => loadFileRecord(pathKey),
      staleTime: RECORD_STALE_MS,
    })),
    combine: (results) => results.map((r) => r.data),
  });
}

export function useUploadLimits() {
  return useQuery({
    queryKey: fileKeys.of('limits'),
    queryFn: () => http.get<UploadLimits>('/files_v2/limits', { silent: true }),
    staleTime: Infinity,
  });
}

/** The folders with their counts and sizes, and where files are kept. */
export const useFolders = () =>
  useQuery({
    queryKey: fileKeys.of('folders'),
    queryFn: () => http.get<ApiAnswer<'/api/files_v2/folders'>>('/files_v2/folders'),
  });

/** A page of files, narrowed by folder, words and a tag (the last page stays shown while the next loads). */
export const useBrowse = (query: { dir_path?: string; q?: string; tag?: string; limit: number }) =>
  useQuery({
    queryKey: fileKeys.list(query),
    queryFn: () => http.get<ApiAnswer<'/api/files_v2/browse'>>('/files_v2/browse', { query }),
    placeholderData: keepPreviousData,
  });
