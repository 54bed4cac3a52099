// Request and response shapes of the CMS API (/api/cms): websites, pages, comments, schema tables.
import { z } from 'zod';
import { COMMENT_STATUSES, FIELD_TYPES, PAGE_KINDS } from '../../../definitions/wire/cms';
import { slugField } from '../schemas/slug';
import { contentSchema, popupSettings, websiteSettings } from '../schemas/cms-stored';
import { queryBool, queryInt, zInt, zId } from '../schemas/common';

export const CMS_PAGE_SIZE = 50;

export const paging = () => ({
  skip: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(500)).default(CMS_PAGE_SIZE),
});

const websiteLanguage = z.enum(['he', 'en']);

const websiteFields = {
  name: z.string().trim().min(1).max(200),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, {
      error: 'Value error, a domain name such as books.example.com',
      params: { code: 'domain_name_invalid' },
    } as never)
    .nullable()
    .optional(),
  default_language: websiteLanguage.optional(),
  settings: websiteSettings.optional(),
};
export const websiteCreate = z.object(websiteFields).strict();
export const websiteUpdate = z.object(websiteFields).partial().strict();
// settings and popups are answered in the shapes they are taken in (stored only after these checks)
export const websiteSchema = z.object({
  id: z.int(),
  name: z.string(),
  domain: z.string().nullable(),
  default_language: websiteLanguage,
  settings: websiteSettings,
  page_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const contentFields = {
  title: z.string().trim().min(1).max(300),
  slug: slugField().min(1),
  seo_title: z.string().trim().max(200).nullable().optional(),
  seo_description: z.string().trim().max(500).nullable().optional(),
  body: z.string().max(2_000_000).optional(),
  popup: popupSettings.nullable().optional(),
  publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
};
// a new page's address may be left out: it is then made from the title (cms/pages.ts pageSlugFromTitle)
export const pageCreate = z
  .object({ ...contentFields, slug: contentFields.slug.optional(), kind: z.enum(PAGE_KINDS).default('page') })
  .strict();
export const pageUpdate = z.object(contentFields).partial().strict();
export const pageSchema = contentSchema.extend({
  id: z.int(),
  website_id: z.int(),
  kind: z.enum(PAGE_KINDS),
  status: z.enum(['draft', 'published', 'published_with_draft']),
  is_published: z.boolean(),
  has_draft: z.boolean(),
  published_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  draft: contentSchema
    .extend({ updated_at: z.string().nullable(), user_id: z.string().nullable() })
    .nullable()
    .optional(),
  comment_count: z.int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const pageListQuery = z.object({
  ...paging(),
  kind: z.enum(PAGE_KINDS).optional(),
  include_drafts: queryBool().default(true),
  published_only: queryBool().default(false),
  q: z.string().trim().max(200).optional(),
});
export const versionSchema = z.object({
  id: z.int(),
  page_id: z.int(),
  number: z.int(),
  content: contentSchema,
  published_at: z.string(),
  published_by: z.string().nullable(),
});

export const commentSchema = z.object({
  id: z.int(),
  page_id: z.int(),
  page_title: z.string(),
  website_id: z.int(),
  author_name: z.string(),
  email: z.string().nullable(),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  created_at: z.string(),
});
export const commentCreate = z
  .object({
    author_name: z.string().trim().min(1).max(100),
    email: z.email().max(320).nullable().optional(),
    text: z.string().trim().min(1).max(5000),
  })
  .strict();
export const commentBulk = z
  .object({ ids: z.array(zId()).min(1).max(500), action: z.enum(['approve', 'spam', 'pending', 'delete']) })
  .strict();

const fieldName = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z][a-z0-9_]*$/, {
      error: 'Value error, a field name holds lower-case Latin letters, digits and _ and starts with a letter',
      params: { code: 'field_name_invalid' },
    } as never);
export const fieldCreate = z
  .object({
    name: fieldName(),
    label: z.string().trim().min(1).max(100),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
    ref_table_id: zId()
      .nullable()
      .optional()
      .describe('For a reference field: the table (of the same website) its values point into'),
    position: zInt().min(0).optional(),
  })
  .strict();
export const fieldUpdate = fieldCreate.partial().strict();
export const fieldSchema = z.object({
  id: z.int(),
  table_id: z.int(),
  name: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  ref_table_id: z.int().nullable(),
  position: z.int(),
});
export const tableCreate = z
  .object({
    website_id: zId(),
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(1000).nullable().optional(),
    fields: z.array(fieldCreate).max(100).optional(),
  })
  .strict();
export const tableUpdate = z
  .object({ name: z.string().trim().min(1).max(100), description: z.string().trim().max(1000).nullable().optional() })
  .partial()
  .strict();
export const tableSchema = z.object({
  id: z.int(),
  website_id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(fieldSchema),
  row_count: z.int(),
});
export const rowSchema = z.object({
  id: z.int(),
  table_id: z.int(),
  data: z.record(z.string(), z.unknown()),
  errors: z.record(z.string(), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export const rowWrite = z.object({ data: z.record(z.string(), z.unknown()) }).strict();
export const rowSearch = z
  .object({
    skip: zInt().min(0).default(0),
    limit: zInt().min(1).max(500).default(CMS_PAGE_SIZE),
    q: z.string().trim().max(200).optional(),
    filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    sort: z.string().max(60).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
