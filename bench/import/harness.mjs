// The import wizard's harness page (bench/import/index.html) for the import bench and its profile: built with vite
// into a folder, and served from it on 127.0.0.1.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the harness into `outDir`; `options` adds to vite's build options (the profile keeps the code unminified). */
export async function buildHarness(outDir, options = {}) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: path.join(root, 'bench/import/index.html') },
      ...options,
    },
  });
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves the files of `dir` (a built harness) on `port`; resolves with the listening server. */
export function serveHarness(dir, port) {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
