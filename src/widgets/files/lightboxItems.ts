import type { LightboxItem } from '../lightbox';
import type { FileRecord } from './api';
import { kindOf } from './fileKinds';

/** A stored file as the lightbox shows it (download through `?download=1`, which always sends an attachment). */
export function toLightboxItem(record: FileRecord): LightboxItem {
  return {
    src: record.url,
    type: kindOf(record.mime_type),
    name: record.name,
    thumbnail: record.thumbnail_url ?? undefined,
    mime: record.mime_type,
    width: record.width ?? undefined,
    height: record.height ?? undefined,
    downloadUrl: `${record.url}${record.url.includes('?') ? '&' : '?'}download=1`,
  };
}
