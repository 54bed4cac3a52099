import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { COMMENT_STATUSES, FIELD_TYPES, PAGE_KINDS } from '../../../../definitions/wire/cms';
import type { PageContent, PopupSettings, WebsiteSettings } from '../../schemas/cms-stored';
import { userRef } from './users';

export {
  COMMENT_STATUSES,
  FIELD_TYPES,
  PAGE_KINDS,
  type FieldType,
  type PageKind,
} from '../../../../definitions/wire/cms';
export type { PageContent, PopupSettings, WebsiteSettings } from '../../schemas/cms-stored';

// The website CMS. A page's row holds its live content (what the public sees once `is_published`) and at
// most one draft (`draft`, the same content fields as JSON); publishing moves the draft into the row in one
// transaction and keeps every published content in cms_page_versions (history with restore).
// Schema tables: a website's own tables with typed fields; a row's values live in `data` keyed by field name.

export const cmsWebsites = pgTable('cms_websites', {
  id: identityId(),
  name: text('name').notNull(),
  domain: text('domain'),
  defaultLanguage: text('default_language', { enum: ['he', 'en'] })
    .notNull()
    .default('he'),
  settings: jsonb('settings').$type<WebsiteSettings>().notNull().default({}),
  ...timestamps,
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: identityId(),
    websiteId: ownerId('website_id', () => cmsWebsites.id),
    kind: text('kind', { enum: PAGE_KINDS }).notNull().default('page'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    body: text('body').notNull().default(''),
    popup: jsonb('popup').$type<PopupSettings | null>(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    draft: jsonb('draft').$type<PageContent | null>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    draftUserId: userRef('draft_user_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cms_pages_website_slug_idx').on(t.websiteId, t.slug),
    index('cms_pages_website_kind_idx').on(t.websiteId, t.kind),
    index('cms_pages_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: identityId(),
    pageId: ownerId('page_id', () => cmsPages.id),
    number: integer('number').notNull(),
    content: jsonb('content').$type<PageContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: userRef('published_by'),
  },
  (t) => [uniqueIndex('cms_page_versions_page_number_idx').on(t.pageId, t.number)],
);

export const cmsComments = pgTable(
  'cms_comments',
  {
    id: identityId(),
    pageId: ownerId('page_id', () => cmsPages.id),
    authorName: text('author_name').notNull(),
    email: text('email'),
    text: text('text').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [index('cms_comments_page_idx').on(t.pageId), index('cms_comments_status_idx').on(t.status, t.createdAt)],
);

export const cmsTables = pgTable(
  'cms_tables',
  {
    id: identityId(),
    websiteId: ownerId('website_id', () => cmsWebsites.id),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('cms_tables_website_name_idx').on(t.websiteId, t.name)],
);

export const cmsFields = pgTable(
  'cms_fields',
  {
    id: identityId(),
    tableId: ownerId('table_id', () => cmsTables.id),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: FIELD_TYPES }).notNull(),
    required: boolean('required').notNull().default(false),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** For a reference field: the table (of the same website) whose row ids its values hold. */
    refTableId: integer('ref_table_id').references((): AnyPgColumn => cmsTables.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cms_fields_table_name_idx').on(t.tableId, t.name),
    index('cms_fields_table_position_idx').on(t.tableId, t.position),
  ],
);

export const cmsRows = pgTable(
  'cms_rows',
  {
    id: identityId(),
    tableId: ownerId('table_id', () => cmsTables.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('cms_rows_table_idx').on(t.tableId, t.id)],
);

export type CmsPage = typeof cmsPages.$inferSelect;
export type CmsField = typeof cmsFields.$inferSelect;
export type CmsWebsite = typeof cmsWebsites.$inferSelect;
