// Where file bytes live, behind one interface: local disk under DATA_DIR/files (default) or S3-compatible object
// storage (S3_BUCKET set). Keys are checked path_keys (files/keys.ts); the drivers never see anything else.
import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local-storage';

import type { Storage } from './storage-driver';

export type { ByteRange, Storage } from './storage-driver';

/** The driver the configuration names. The S3 client is loaded only when S3 is configured. */
export async function storageFor(config: Config): Promise<Storage> {
  if (config.s3) {
    const { s3Storage } = await import('./s3-storage');
    return s3Storage(config.s3);
  }
  return localStorage(path.join(config.dataDir, 'files'));
}

/** Storage key of an image's thumbnail: its own namespace, which no path_key can enter (segments never start with '.'). */
export const thumbnailKey = (pathKey: string) => `.thumbs/${pathKey}.webp`;
