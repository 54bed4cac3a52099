// An incoming mail's attachments, stored through the files storage (files/upload.ts: the type read from the bytes,
// the size limit of FILES_MAX_MB, thumbnails for images) under the `support` folder, private (signed links only).
// One the files rules refuse is kept by name with the reason, so the thread says it came and was not stored.
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Attachment } from 'mailparser';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { files, type SupportAttachment } from '../db/schema/index';
import { fileAddresses } from '../files/records';
import { storageFor, type Storage } from '../files/storage';
import { removeStored, storeUpload } from '../files/upload';

export const ATTACHMENT_DIR = 'support';

export interface AttachmentStore {
  storage: Storage;
  maxBytes: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface StoredAttachments {
  items: SupportAttachment[];
  /** Removes what was stored (the mail was not kept after all). */
  discard(): Promise<void>;
}

const stores = new WeakMap<Config, Promise<Storage>>();

/** The files storage of a configuration (opened once) with its size limit, for storing attachments. */
export async function attachmentStoreFor(
  config: Config,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AttachmentStore> {
  let storage = stores.get(config);
  if (!storage) {
    storage = storageFor(config);
    stores.set(config, storage);
  }
  return { storage: await storage, maxBytes: config.filesMaxBytes, log: log ?? { warn: () => undefined } };
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error ? Number(error.statusCode) : 0;

export async function storeAttachments(
  db: Db,
  store: AttachmentStore | undefined,
  attachments: Attachment[],
): Promise<StoredAttachments> {
  const items: SupportAttachment[] = [];
  const rows: Awaited<ReturnType<typeof storeUpload>>[] = [];
  const discard = async () => {
    if (!rows.length || !store) return;
    await db.delete(files).where(
      inArray(
        files.pathKey,
        rows.map((r) => r.pathKey),
      ),
    );
    for (const row of rows) await removeStored(store.storage, row);
  };
  if (!store) return { items, discard };
  try {
    for (const attachment of attachments) {
      const name = attachment.filename?.trim() || 'attachment';
      const size = attachment.content.length;
      if (size > store.maxBytes) {
        items.push({ name, size, refused: 'size' });
        continue;
      }
      try {
        const row = await storeUpload(db, store.storage, store.log, {
          stream: Readable.from([attachment.content]),
          filename: name,
          dirPath: ATTACHMENT_DIR,
          tags: ['support'],
          isPublic: false,
          uploadedBy: null,
          maxBytes: store.maxBytes,
        });
        rows.push(row);
        items.push({
          path_key: row.pathKey,
          name: row.name,
          size: row.size,
          mime_type: row.mimeType,
          has_thumbnail: row.hasThumbnail,
        });
      } catch (error) {
        const status = statusOf(error);
        if (status !== 415 && status !== 413) throw error;
        items.push({ name, size, refused: status === 415 ? 'type' : 'size' });
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { items, discard };
}

/** An attachment as the thread shows it: signed links to the stored bytes (and thumbnail), or why it is not there. */
export function attachmentWire(config: Config, a: SupportAttachment) {
  if ('refused' in a)
    return { name: a.name, size: a.size, mime_type: null, url: null, thumbnail_url: null, refused: a.refused };
  const { url, thumbnail_url } = fileAddresses(config, {
    pathKey: a.path_key,
    isPublic: false,
    hasThumbnail: a.has_thumbnail,
  });
  return { name: a.name, size: a.size, mime_type: a.mime_type, url, thumbnail_url, refused: null };
}
