import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { staticClosureGroup } from './build/appChunk';
import { appFiles } from './build/appFiles';
import { compressAssets } from './build/compressAssets';

const apiPort = process.env.PORT ?? '8000';

export default defineConfig({
  plugins: [react(), appFiles(), compressAssets()],
  // A polyfill no supported browser needs (build/shims/object-entries.cjs says why).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('build/shims/object-entries.cjs', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Everything the first screen imports statically in one chunk beside the entry (issue 25): without it the sign-in
    // page fetched 91 small files, each a round trip on a phone line. Then the signed-in app (src/App.tsx, loaded
    // after the sign-in pages or at once on a signed-in page) in one chunk of its own, the same way.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, staticClosureGroup('app', 'src/App.tsx')] } },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
