// The API server as its own node process, for the benches that load, kill or count it (load, crash soak): no admin
// build, no background billing or mail checks, no sign-in rate limit, one superuser; `env` adds or overrides.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts it on `port`; resolves when /api/health answers, with the process and how long it took to start. */
export async function startApiServer({ port, admin, env = {}, timeoutMs = 300_000 }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'error',
      FIRST_SUPERUSER_EMAIL: admin.email,
      FIRST_SUPERUSER_PASSWORD: admin.password,
      BILLING_INTERVAL_MINUTES: '0',
      SUPPORT_CHECK_INTERVAL_MINUTES: '0',
      AUTH_RATE_LIMIT: '0',
      DIST_DIR: path.join(root, 'bench', 'out', 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode}) while starting`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, startMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`the server on ${port} did not start in time`);
    await sleep(200);
  }
}
