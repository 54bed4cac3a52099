// The shapes the CMS keeps in its jsonb columns (a website's settings, a page's popup and content): the tables
// (db/schema/cms.ts) are typed by them, the CMS API (cms/schemas.ts) checks requests and answers with them.
import { z } from 'zod';
import { zInt } from './common';

const color = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, {
      error: 'Value error, a colour is #rrggbb',
      params: { code: 'color_invalid' },
    } as never);
const httpUrl = () =>
  z
    .url({ protocol: /^https?$/, error: 'Value error, an http(s) address', params: { code: 'url_invalid' } } as never)
    .max(2000);

export const websiteSettings = z
  .object({
    title: z.string().trim().max(200).optional(),
    logo: z.string().trim().max(2000).nullable().optional(),
    colors: z.object({ primary: color().optional(), secondary: color().optional() }).strict().optional(),
    analytics_id: z.string().trim().max(100).nullable().optional(),
    contact: z
      .object({
        email: z.email().max(320).nullable().optional(),
        phone: z.string().trim().max(40).nullable().optional(),
        address: z.string().trim().max(500).nullable().optional(),
      })
      .strict()
      .optional(),
    social_links: z
      .array(z.object({ network: z.string().trim().min(1).max(40), url: httpUrl() }).strict())
      .max(20)
      .optional(),
  })
  .strict()
  .meta({ id: 'WebsiteSettings' });

export const popupSettings = z
  .object({
    trigger: z.enum(['on_load', 'after_seconds', 'exit_intent']),
    seconds: zInt().min(1).max(3600).nullable().optional(),
    pages: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
    starts_at: z.iso.datetime({ offset: true }).nullable().optional(),
    ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
    frequency: z.enum(['every_visit', 'once_per_session', 'once_per_day', 'once']).default('once_per_session'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.trigger === 'after_seconds' && !value.seconds)
      ctx.addIssue({
        code: 'custom',
        path: ['seconds'],
        message: 'Value error, the seconds to wait are required for this trigger',
        input: value.seconds,
        params: { code: 'popup_seconds_required' },
      });
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at))
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'Value error, the end must come after the start',
        input: value.ends_at,
        params: { code: 'popup_ends_before_start' },
      });
  })
  .meta({ id: 'PopupSettings' });

export const contentSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    body: z.string(),
    popup: popupSettings.nullable(),
  })
  .meta({ id: 'PageContent' });
export type WebsiteSettings = z.output<typeof websiteSettings>;
export type PopupSettings = z.output<typeof popupSettings>;
/** The content fields a page's live row, its draft and its versions carry. */
export type PageContent = z.output<typeof contentSchema>;
