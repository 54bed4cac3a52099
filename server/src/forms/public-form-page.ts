// The HTML of a form's public page (/f/:name): the built form page's entry (form.html) with the form's title and introduction
// drawn at once (a phone shows them before any script has come) and the form itself as data, so that the page draws
// its fields without asking the server again. The page's script then draws the whole page in place of the header.
// A form that is not found gets the plain form.html: the page says so itself. The service worker never keeps these
// pages as the app's shell (public/sw.js).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { EMBEDDED_FORM_ID } from '../../../definitions/forms/embedded';
import { escapeHtml } from '../public-page';
import { hasBuiltAdmin } from '../spa';
import { publicForm } from './public-form';

// Laid out as the page's own header is (PublicFormPage: a card under the language switch), light and dark, so that
// the page's script replaces it without a jump.
const HEADER_STYLES = `<style>
.form-first{max-width:720px;margin:0 auto;padding:52px 8px 8px;font-family:system-ui,"Segoe UI",Rubik,"Noto Sans Hebrew",Arial,sans-serif}
.form-first>div{background:#fff;color:rgba(0,0,0,.87);border-radius:4px;padding:16px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.form-first h1{font-size:1.5rem;font-weight:400;line-height:1.334;margin:0 0 .35em}
.form-first p{font-size:1rem;line-height:1.5;margin:0 0 16px;color:rgba(0,0,0,.6);white-space:pre-line}
@media (min-width:600px){.form-first{padding:76px 16px 32px}.form-first>div{padding:32px}}
@media (prefers-color-scheme:dark){html,body{background:#121417}.form-first>div{background:#1d2026;color:#fff}.form-first p{color:rgba(255,255,255,.7)}}
</style>`;

/** The form page's own entry in the build (vite.config.ts): React and the form, none of the signed-in app's entry. */
const FORM_PAGE_HTML = 'form.html';

/** JSON made safe inside a <script> element (no `</script>` or comment opener can end it). */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's HTML with the form's title, its header in the root and the form as data. */
export function publicFormHtml(pageHtml: string, form: Awaited<ReturnType<typeof publicForm>>): string {
  const header = `<div class="form-first"><div><h1 dir="auto">${escapeHtml(form.title)}</h1>${
    form.description ? `<p dir="auto">${escapeHtml(form.description)}</p>` : ''
  }</div></div>`;
  const data = `<script type="application/json" id="${EMBEDDED_FORM_ID}">${scriptJson(form)}</script>`;
  return pageHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(form.title)}</title>`)
    .replace('</head>', () => `${HEADER_STYLES}</head>`)
    .replace('<div id="root">', () => `<div id="root">${header}`)
    .replace('</body>', () => `${data}</body>`);
}

/** GET /f/:name with the form in its HTML, when the built admin is served from `distDir`. */
export const publicFormPage =
  (distDir: string): FastifyPluginAsync =>
  async (app) => {
    if (!hasBuiltAdmin(distDir)) return;
    // a build from before the page had an entry of its own draws it with the app's
    const page = [FORM_PAGE_HTML, 'index.html'].find((file) => existsSync(path.join(distDir, file)))!;
    const pageHtml = readFileSync(path.join(distDir, page), 'utf8');
    app.get<{ Params: { name: string } }>('/f/:name', { schema: { hide: true } }, async (request, reply) => {
      const form = await publicForm(app.db, request.params.name).catch(() => null);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(form ? publicFormHtml(pageHtml, form) : pageHtml);
    });
  };
