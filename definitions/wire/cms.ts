// The website CMS on the wire: page kinds, field types and comment states. The shapes of settings, popups and
// content are the server's route schemas (server/src/cms/schemas.ts); the admin reads them from api.gen.ts.

export const PAGE_KINDS = ['page', 'article', 'legal', 'popup'] as const;
export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export const FIELD_TYPES = ['text', 'number', 'boolean', 'date', 'select', 'image', 'rich_text', 'reference'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export type FieldType = (typeof FIELD_TYPES)[number];
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Whether a page is live, and whether it has a draft beside its live content. */
export type PageStatus = 'draft' | 'published' | 'published_with_draft';
