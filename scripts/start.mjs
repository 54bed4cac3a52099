// npm start: build the admin when its build is missing or older than its sources, then run the server.
// Without index.html (no admin sources yet) the server starts and serves the API alone.
// SKIP_BUILD=1 skips the build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const builtIndex = path.join(distDir, 'index.html');

/** Newest modification time among the admin's sources (files and folders given, recursively). */
function newestSource(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const name of readdirSync(full, { recursive: true })) {
      const file = path.join(full, String(name));
      const s = statSync(file);
      if (s.isFile()) newest = Math.max(newest, s.mtimeMs);
    }
  }
  return newest;
}

function buildIfNeeded() {
  if (process.env.SKIP_BUILD === '1') return;
  if (!existsSync(path.join(root, 'index.html'))) {
    console.log(
      '[start] No index.html in the project yet: skipping the admin build; the server will serve the API alone.',
    );
    return;
  }
  const sources = newestSource(['index.html', 'src', 'public', 'vite.config.ts', 'package.json']);
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) {
    console.log(`[start] The admin build in ${path.relative(root, distDir) || '.'} is up to date.`);
    return;
  }
  console.log('[start] Building the admin (vite build)...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(
      '[start] The admin build failed (see above). Fix it, or start the API alone with SKIP_BUILD=1 npm start.',
    );
    process.exit(result.status ?? 1);
  }
}

buildIfNeeded();
// Run the server in this process (TypeScript through tsx), so signals reach it directly.
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'src', 'main.ts'));
