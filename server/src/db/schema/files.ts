import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { userRef } from './users';

/**
 * Stored files, known by `path_key` (`dir_path/<random>-<clean name>`), which is also the object's key in the
 * storage driver. Images keep their dimensions and a thumbnail (`<path_key>.thumb.webp` in storage), and a picture
 * small enough for a list cell in the row itself (`cell_picture`: a WebP as base64, '' when none can be made from the
 * thumbnail; null until made: files/cell-pictures.ts fills older rows), so a list of pictures asks for no bytes.
 * Public files (static_files) are readable without signing in.
 */
export const files = pgTable(
  'files',
  {
    pathKey: text('path_key').primaryKey(),
    dirPath: text('dir_path').notNull().default(''),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    width: integer('width'),
    height: integer('height'),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    cellPicture: text('cell_picture'),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: userRef('uploaded_by'),
    ...timestamps,
  },
  (t) => [
    index('files_dir_created_idx').on(t.dirPath, t.createdAt.desc()),
    index('files_tags_idx').using('gin', t.tags),
    // the rows whose cell picture is still to be made, found without reading the table
    index('files_cell_picture_missing_idx')
      .on(t.pathKey)
      .where(sql`${t.hasThumbnail} and ${t.cellPicture} is null`),
  ],
);

export type FileRow = typeof files.$inferSelect;
