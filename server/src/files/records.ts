// File records in the database and how the API shows them (with signed URLs for reading the bytes).
import { and, arrayContains, count, desc, eq, inArray, like, sql, sum, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { likePattern } from '../db/list';
import { files, type FileRow } from '../db/schema/index';
import { API_PREFIX } from '../spa';
import { signFile } from './signing';
import { textSearch } from '../db/text-search';

export interface FileRecord {
  path_key: string;
  dir_path: string;
  name: string;
  size: number;
  mime_type: string;
  tags: string[];
  width: number | null;
  height: number | null;
  is_public: boolean;
  uploaded_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Reads the bytes (signed: works in <img src> for 1 to 2 hours). */
  url: string;
  /** A small WebP of an image, or null. */
  thumbnail_url: string | null;
  /** An image's list-cell picture as a `data:image/webp;base64,` URL (in the record: no request of its own), or null. */
  cell_picture: string | null;
}

/** The cell picture's data URL; '' in the column is "none can be made" (files/cell-pictures.ts). */
const cellPictureUrl = (base64: string | null) => (base64 ? `data:image/webp;base64,${base64}` : null);

const addressOf = (config: Config, route: string, purpose: string, row: Pick<FileRow, 'pathKey' | 'isPublic'>) => {
  const query = new URLSearchParams({ path_key: row.pathKey });
  if (!row.isPublic) {
    const { exp, sig } = signFile(config.secretKey, purpose, row.pathKey);
    query.set('exp', String(exp));
    query.set('sig', sig);
  }
  return `${API_PREFIX}/files_v2/${route}?${query.toString()}`;
};

/** The links that read a stored file's bytes and its thumbnail (signed unless the file is public). */
export function fileAddresses(
  config: Config,
  row: Pick<FileRow, 'pathKey' | 'isPublic' | 'hasThumbnail'>,
): Pick<FileRecord, 'url' | 'thumbnail_url'> {
  return {
    url: addressOf(config, 'download', 'file', row),
    thumbnail_url: row.hasThumbnail ? addressOf(config, 'thumbnail', 'thumb', row) : null,
  };
}

export function toFileRecord(config: Config, row: FileRow): FileRecord {
  return {
    path_key: row.pathKey,
    dir_path: row.dirPath,
    name: row.name,
    size: row.size,
    mime_type: row.mimeType,
    tags: row.tags,
    width: row.width,
    height: row.height,
    is_public: row.isPublic,
    uploaded_by: row.uploadedBy,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    ...fileAddresses(config, row),
    cell_picture: cellPictureUrl(row.cellPicture),
  };
}

export async function findFile(db: Db, pathKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.pathKey, pathKey)).limit(1);
  return row;
}

export async function findFiles(db: Db, pathKeys: string[]): Promise<FileRow[]> {
  if (pathKeys.length === 0) return [];
  return db.select().from(files).where(inArray(files.pathKey, pathKeys));
}

/** Change a file's name and tags, each when given (tags each once); the record after it. */
export async function updateFileMetadata(
  db: Db,
  pathKey: string,
  change: { name?: string; tags?: string[] },
): Promise<FileRow> {
  const [updated] = await db
    .update(files)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.tags !== undefined ? { tags: [...new Set(change.tags)] } : {}),
    })
    .where(eq(files.pathKey, pathKey))
    .returning();
  return updated!;
}

/** Delete a file's record (its bytes are the storage's: files/upload.ts removeStored). */
export async function deleteFileRecord(db: Db, pathKey: string): Promise<void> {
  await db.delete(files).where(eq(files.pathKey, pathKey));
}

/** The files of one or more folders (not their subfolders), newest first. */
export async function filesIn(db: Db, dirPaths: string[]): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(inArray(files.dirPath, dirPaths))
    .orderBy(desc(files.createdAt), files.pathKey)
    .limit(1000);
}

export interface BrowseOptions {
  dirPath?: string;
  q?: string;
  tag?: string;
  /** Only public files (their addresses need no signing and do not expire) that are images. */
  publicImages?: boolean;
  skip: number;
  limit: number;
}

/** The files screen: a folder (and its subfolders), a name search and a tag, newest first. */
export async function browseFiles(db: Db, options: BrowseOptions): Promise<{ items: FileRow[]; total: number }> {
  const where: SQL[] = [];
  if (options.dirPath)
    where.push(
      sql`(${files.dirPath} = ${options.dirPath} or ${files.dirPath} like ${likePattern(options.dirPath).replace(/^%|%$/g, '') + '/%'})`,
    );
  const found = textSearch(options.q, [files.name]);
  if (found) where.push(found);
  if (options.tag) where.push(arrayContains(files.tags, [options.tag]));
  if (options.publicImages) where.push(eq(files.isPublic, true), like(files.mimeType, 'image/%'));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(condition)
      .orderBy(desc(files.createdAt), files.pathKey)
      .offset(options.skip)
      .limit(options.limit),
    db.select({ total: count() }).from(files).where(condition),
  ]);
  return { items, total };
}

export interface FolderUsage {
  dir_path: string;
  files: number;
  bytes: number;
}

/** Every folder that holds files, with its count and bytes. */
export async function folderUsage(db: Db): Promise<FolderUsage[]> {
  const rows = await db
    .select({ dir_path: files.dirPath, files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .groupBy(files.dirPath)
    .orderBy(files.dirPath);
  return rows.map((r) => ({ ...r, bytes: r.bytes ?? 0 }));
}
