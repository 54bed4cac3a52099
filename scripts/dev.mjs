// npm run dev: the API server (tsx watch, PORT, default 8000) and the Vite dev server (proxying /api to it).
// Stops both when either exits or on Ctrl+C. Extra arguments go to Vite: npm run dev -- --port 5174
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PORT: process.env.PORT ?? '8000' };

const children = [
  [
    'api',
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'watch',
      '--clear-screen=false',
      '--include',
      'server/src',
      'server/src/main.ts',
    ],
  ],
  ['admin', [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...process.argv.slice(2)]],
].map(([name, args]) => {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping.`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log(
  `[dev] API on http://localhost:${env.PORT}/api; the admin on the Vite address printed below (5173 by default)`,
);
