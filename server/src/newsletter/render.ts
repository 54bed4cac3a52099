// A campaign as e-mail: the template's HTML with the content in its {{content}} slot, inline styles on the common
// tags, inside a centred 600 px table with the language's direction (dir="rtl" for Hebrew), the preheader hidden at the
// top; then per recipient the merge fields, the click-tracking redirects and the open pixel. Both template and content
// are sanitised when stored (html.ts), so what reaches here is safe; merged values are escaped.
import type { NewsletterCampaign } from '../db/schema/index';
import { escapeHtml } from '../public-page';

export const CONTENT_SLOT = '{{content}}';

const FONT = 'Arial, Helvetica, sans-serif';
/** Styles put inline on tags that have none (mail programs ignore <style> blocks more often than not). */
const TAG_STYLES: Record<string, string> = {
  p: 'margin:0 0 16px 0;line-height:1.6;font-size:16px',
  h1: 'margin:0 0 16px 0;font-size:26px;line-height:1.3',
  h2: 'margin:0 0 14px 0;font-size:21px;line-height:1.3',
  h3: 'margin:0 0 12px 0;font-size:18px;line-height:1.3',
  a: 'color:inherit;text-decoration:underline',
  img: 'max-width:100%;height:auto;border:0;display:block',
  ul: 'margin:0 0 16px 0',
  ol: 'margin:0 0 16px 0',
  td: 'vertical-align:top',
};

/** Adds the default inline style to each listed tag that has no style of its own. */
export function inlineStyles(html: string): string {
  return html.replace(/<(p|h1|h2|h3|a|img|ul|ol|td)(\s[^>]*)?>/gi, (whole, tag: string, attrs: string | undefined) => {
    if (attrs && /\sstyle\s*=/i.test(attrs)) return whole;
    return `<${tag}${attrs ?? ''} style="${TAG_STYLES[tag.toLowerCase()]}">`;
  });
}

export interface RenderInput {
  subject: string;
  preheader?: string | null;
  language: 'he' | 'en';
  templateHtml: string | null | undefined;
  content: string;
}

/** The campaign's e-mail before merge fields: one string per campaign, shared by every recipient. */
export function renderLayout(input: RenderInput): string {
  const dir = input.language === 'he' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const template = input.templateHtml && input.templateHtml.includes(CONTENT_SLOT) ? input.templateHtml : CONTENT_SLOT;
  const body = inlineStyles(template.split(CONTENT_SLOT).join(input.content));
  const preheader = input.preheader
    ? `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${escapeHtml(input.preheader)}</div>`
    : '';
  return `<!doctype html>
<html lang="${input.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${escapeHtml(input.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background-color:#f4f4f4">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background-color:#f4f4f4;width:100%">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:collapse">
<tr><td dir="${dir}" style="padding:24px;font-family:${FONT};font-size:16px;color:#222222;direction:${dir};text-align:${align}">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export interface Recipient {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

export interface RecipientLinks {
  unsubscribe: string;
  view: string;
  /** The open pixel's address; none when opens are not tracked. */
  open?: string;
  /** The redirect address of a link; none when clicks are not tracked. */
  click?: (url: string) => string;
}

const MERGE = /\{\{\s*(first_name|last_name|email|unsubscribe_url|view_url)\s*(?:\|([^{}]*))?\}\}/g;

/** Replaces the merge fields: `{{first_name|fallback}}`, `{{last_name}}`, `{{email}}`, `{{unsubscribe_url}}`, `{{view_url}}`. */
export function mergeFields(
  html: string,
  recipient: Recipient,
  links: Pick<RecipientLinks, 'unsubscribe' | 'view'>,
): string {
  return html.replace(MERGE, (_whole, field: string, fallback: string | undefined) => {
    const value =
      field === 'first_name'
        ? recipient.firstName
        : field === 'last_name'
          ? recipient.lastName
          : field === 'email'
            ? recipient.email
            : field === 'unsubscribe_url'
              ? links.unsubscribe
              : links.view;
    // the fallback is already HTML text (it came through the sanitiser); values are escaped here
    return value && value.trim() !== '' ? escapeHtml(value) : (fallback ?? '').trim();
  });
}

const unescapeAttr = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Points every http(s) link (except our own newsletter links) at the click redirect. */
export function trackClicks(html: string, click: (url: string) => string, ownPrefix: string): string {
  return html.replace(
    /(<a\s[^>]*?href=")(https?:\/\/[^"]+)(")/gi,
    (whole, before: string, href: string, after: string) => {
      const url = unescapeAttr(href);
      if (url.startsWith(ownPrefix)) return whole;
      return `${before}${escapeHtml(click(url))}${after}`;
    },
  );
}

/** One recipient's HTML. */
export function personalise(layout: string, recipient: Recipient, links: RecipientLinks, ownPrefix: string): string {
  let html = mergeFields(layout, recipient, links);
  if (links.click) html = trackClicks(html, links.click, ownPrefix);
  if (links.open)
    html = html.replace(
      '</body>',
      `<img src="${escapeHtml(links.open)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">\n</body>`,
    );
  return html;
}

/** The plain-text part: the visible text, links written out after their words. */
export function textOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<div style="display:none[^>]*>[\s\S]*?<\/div>/i, '')
    .replace(
      /<a\s[^>]*?href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_w, href: string, text: string) => `${text} (${unescapeAttr(href)})`,
    )
    .replace(/<img[^>]*>/gi, '')
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/tr|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
}

/** The From header: "name <address>" (the name quoted by nodemailer's address parser). */
export function fromOf(campaign: Pick<NewsletterCampaign, 'fromName' | 'fromEmail'>, fallback: string): string {
  if (!campaign.fromEmail) return fallback;
  return campaign.fromName
    ? `"${campaign.fromName.replace(/["\\]/g, '')}" <${campaign.fromEmail}>`
    : campaign.fromEmail;
}
