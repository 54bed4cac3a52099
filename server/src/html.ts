// Rich text from users, made safe before it is stored: scripts, event handlers, styles that run code and
// javascript:/data: links go; YouTube and Vimeo players stay as embeds (their embed addresses only).
// Every area that stores HTML (CMS pages, newsletter templates, form rich-text answers, support mail) uses this.
import sanitize from 'sanitize-html';

const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const options: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'iframe',
    'figure',
    'figcaption',
    'span',
    'del',
    'ins',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'hr',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['dir', 'lang', 'class', 'style', 'title', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
    td: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    th: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'role', 'bgcolor'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // Inline styles are kept for layout and colour only (e-mail needs them); url(), expression() and the like go.
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'color',
        'background-color',
        'text-align',
        'font-size',
        'font-weight',
        'font-style',
        'text-decoration',
        'direction',
        'width',
        'height',
        'max-width',
        'padding',
        'padding-top',
        'padding-bottom',
        'padding-left',
        'padding-right',
        'margin',
        'margin-top',
        'margin-bottom',
        'border',
        'border-collapse',
        'border-radius',
        'line-height',
        'vertical-align',
        'display',
        'font-family',
      ].map((name) => [name, [/^[^();:]*$/]]),
    ),
  },
  // An iframe whose address was not an allowed player is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The safe form of `html` (an empty string for nothing). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, options);
}

export { embedUrl } from '../../definitions/cms/embedUrl';
