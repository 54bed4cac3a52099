// A Vite plugin that names, in index.html, the files of the signed-in app that the first load does not fetch: the app
// (src/App.tsx), the resource registry and the signed-in frame with everything they import. The sign-in pages
// prefetch them once they are drawn and the browser is idle (src/signin/prefetchApp.ts), so the step into the app
// after signing in is quick, without a byte of it in the sign-in page's own first load.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The meta tag's name (read by src/signin/prefetchApp.ts). */
const META_NAME = 'app-files';

/** A chunk's file and every file it imports statically, CSS included. */
function closure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const output = bundle[fileName];
  if (into.has(fileName) || !output) return into;
  into.add(fileName);
  if (output.type === 'chunk') {
    for (const css of output.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of output.imports) closure(bundle, imported, into);
  }
  return into;
}

/** `prefetched`: the modules (paths from the project's root) whose chunks, and their static imports, the sign-in pages prefetch. */
export function appFiles(prefetched: string[]): Plugin {
  let base = '/';
  return {
    name: 'app-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle }) {
        // the sign-in pages' (index.html): a public page's own entry prefetches none of the app
        if (!bundle || path !== '/index.html') return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const firstLoad = new Set<string>();
        // The page's own entry: the app's modules are entries too (build/appChunk.ts) but not part of the first load.
        for (const chunk of chunks)
          if (chunk.isEntry && chunk.facadeModuleId?.endsWith(path)) closure(bundle, chunk.fileName, firstLoad);
        const wanted = new Set<string>();
        for (const module of prefetched.map((file) => `/${file}`)) {
          // an entry's own (facade) chunk, which the page imports, before the chunk that holds its code
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`app-files: no chunk for ${module}`);
          closure(bundle, chunk.fileName, wanted);
        }
        const files = [...wanted].filter((file) => !firstLoad.has(file)).map((file) => `${base}${file}`);
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: META_NAME, content: files.join(' ') }, injectTo: 'head' }],
        };
      },
    },
  };
}
