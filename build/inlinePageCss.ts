// A Vite plugin that writes a page's stylesheets into its HTML (<style>) instead of linking them: the public form
// page's first paint is the server's header of the form (styled in the page itself, server/src/forms/public-form-page.ts),
// and a linked stylesheet would hold it back until fetched on a phone line, beside the page's scripts. The page's
// styles are a few KB; the file stays in the build for the top router's route, which loads it with the page's code.
import type { Plugin } from 'vite';

/** `pages`: the HTML files (paths from the project's root) whose stylesheets are written in. */
export function inlinePageCss(pages: string[]): Plugin {
  return {
    name: 'inline-page-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle }) {
        if (!bundle || !pages.some((page) => path === `/${page}`)) return html;
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== 'asset') return link;
          return `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
