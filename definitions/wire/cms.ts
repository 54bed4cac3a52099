// The website CMS on the wire: page kinds, field types, comment states and the content a page, its draft and its
// versions carry. The server stores and answers these shapes; the admin reads them.

export const PAGE_KINDS = ['page', 'article', 'legal', 'popup'] as const;
export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export const FIELD_TYPES = ['text', 'number', 'boolean', 'date', 'select', 'image', 'rich_text', 'reference'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export type FieldType = (typeof FIELD_TYPES)[number];
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Whether a page is live, and whether it has a draft beside its live content. */
export type PageStatus = 'draft' | 'published' | 'published_with_draft';

export interface WebsiteSettings {
  title?: string;
  logo?: string | null;
  colors?: { primary?: string; secondary?: string };
  analytics_id?: string | null;
  contact?: { email?: string | null; phone?: string | null; address?: string | null };
  social_links?: Array<{ network: string; url: string }>;
}

export interface PopupSettings {
  trigger: 'on_load' | 'after_seconds' | 'exit_intent';
  seconds?: number | null;
  pages?: string[];
  starts_at?: string | null;
  ends_at?: string | null;
  frequency: 'every_visit' | 'once_per_session' | 'once_per_day' | 'once';
}

/** The content fields a draft and a version carry. */
export interface PageContent {
  title: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  body: string;
  popup: PopupSettings | null;
}
