// A bench's own server process (bench/<name>/server.ts): started with its environment, ready when it prints a JSON
// line with `ready` (and what else it wants to tell, such as a token), stopped with SIGTERM.
// BENCH_NODE_ARGS adds options to that process's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function startBenchServer(script, env) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean), '--import', 'tsx', script],
    {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line);
        if (message.ready) resolve({ child, ...message });
      } catch {
        process.stderr.write(`${line}\n`);
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export function stopBenchServer(server) {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
}
