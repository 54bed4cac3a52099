// The frame of the server's own public pages (a payment link, the newsletter's unsubscribe and confirmation pages):
// a small card in the visitor's language and direction, a link to the other language, an optional notice. No script.
export type PageLanguage = 'he' | 'en';
export interface PageNotice {
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** Text made safe to put inside HTML or an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const NOTICE_COLORS = { error: '#b3261e', success: '#1b5e20', info: '#1f4e79' } as const;

const BASE_STYLES = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;background:#f5f6f8;color:#1c1c1c}
main{max-width:440px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 16px}p{line-height:1.5}button{width:100%;padding:12px;font-size:1.1rem;border:0;border-radius:8px;background:#1f4e79;color:#fff;cursor:pointer}
p.notice{padding:10px 12px;border-radius:8px;background:#f1f3f6}a{color:#1f4e79}nav{text-align:end;margin-bottom:8px}`;

/**
 * The whole page. `title`, `otherLanguage` and the notice are plain text (escaped here); `body` is HTML made by the
 * caller (escape what it takes from outside); `styles` adds the caller's own rules.
 */
export function publicPage(options: {
  lang: PageLanguage;
  title: string;
  otherLanguage: string;
  notice?: PageNotice | null;
  body: string;
  styles?: string;
}): string {
  const { lang, title, otherLanguage, notice, body, styles = '' } = options;
  const other: PageLanguage = lang === 'he' ? 'en' : 'he';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
${BASE_STYLES}
${styles}
</style></head>
<body><main>
<nav><a href="?lang=${other}">${escapeHtml(otherLanguage)}</a></nav>
<h1>${escapeHtml(title)}</h1>
${notice ? `<p class="notice" role="${notice.kind === 'error' ? 'alert' : 'status'}" style="color:${NOTICE_COLORS[notice.kind]}">${escapeHtml(notice.text)}</p>` : ''}
${body}
</main></body></html>`;
}
