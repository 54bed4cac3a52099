// The built admin on its own server, for the benches that drive it in Chromium (first-load, screens): a production
// build (or BENCH_DIST_DIR's), the server on a fresh data directory with one superuser, stopped with its group.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The build to measure: BENCH_DIST_DIR if given, else a fresh one in bench/out/<name>. */
export function buildAdmin(name) {
  if (process.env.BENCH_DIST_DIR) return path.resolve(root, process.env.BENCH_DIST_DIR);
  const out = path.join(root, 'bench/out', name);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return out;
}

/** Starts the server on `port` over `distDir`; resolves when it answers, with a stop function. */
export async function startAdmin({ port, distDir, admin, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      FIRST_SUPERUSER_EMAIL: admin.email,
      FIRST_SUPERUSER_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the server did not start');
}
