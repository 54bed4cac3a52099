import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { userRef } from './users';

/**
 * Stored files, known by `path_key` (`dir_path/<random>-<clean name>`), which is also the object's key in the
 * storage driver. Images keep their dimensions and a thumbnail (`<path_key>.thumb.webp` in storage). Public files
 * (static_files) are readable without signing in.
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
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: userRef('uploaded_by'),
    ...timestamps,
  },
  (t) => [
    index('files_dir_created_idx').on(t.dirPath, t.createdAt.desc()),
    index('files_tags_idx').using('gin', t.tags),
  ],
);

export type FileRow = typeof files.$inferSelect;
