import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadChunks } from './build/appChunk';
import { appFiles } from './build/appFiles';
import { compressAssets } from './build/compressAssets';
import { inlinePageCss } from './build/inlinePageCss';

const apiPort = process.env.PORT ?? '8000';

// The sign-in pages (index.html) and the signed-in app's first screen: the app, its resource registry (the menu), the
// frame around every signed-in page and the home page, each loaded at once on a signed-in page (build/appChunk.ts).
// The home page is one of them so that what it uses is told apart from the other screens' library code (which goes
// in a chunk of its own) binding by binding, not module by module through react-admin's barrels.
const appModules = {
  App: 'src/App.tsx',
  resources: 'src/resources/index.ts',
  SignedInFrame: 'src/layout/SignedInFrame.tsx',
  HomePage: 'src/layout/HomePage.tsx',
};
// The public form page: an entry of its own (form.html, which the server sends for /f/<name>); what it shares with the
// sign-in pages' entry, and with the signed-in app's first screen, are chunks of their own. Every list screen's code
// (the generated list and what it imports) is one chunk too.
const firstLoad = firstLoadChunks(
  'index.html',
  appModules,
  { html: 'form.html', roots: ['src/screens/forms/PublicFormRoot.tsx'] },
  'src/engine/views/GeneratedList.tsx',
);

export default defineConfig({
  plugins: [react(), appFiles(Object.values(appModules)), inlinePageCss(['form.html']), compressAssets()],
  // A polyfill no supported browser needs (build/shims/object-entries.cjs says why).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('build/shims/object-entries.cjs', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Everything the first screen imports statically in one chunk beside the entry: without it the sign-in
    // page fetched 91 small files, each a round trip on a phone line. Then the signed-in app (src/App.tsx, loaded
    // after the sign-in pages or at once on a signed-in page) with what its first screen uses in one chunk of its own.
    rolldownOptions: { input: firstLoad.input, output: { codeSplitting: { groups: firstLoad.groups } } },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
