// `npm test`: every check (types, lint, format, unit and API tests, browser journeys), each run even when another
// failed, so one CI run shows every failing part; then how long each took, so a slow part shows by name.
// The three static checks run side by side (each is one process on one core, together they fill the machine while
// they last); their output is printed whole, one check after the other, once all three have ended. The tests run
// alone after them: each keeps the machine busy by itself.
import { spawn } from 'node:child_process';

const staticChecks = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['format (prettier --check)', 'npm run -s format:check'],
];
const tests = [
  ['unit and API tests (vitest)', 'npm run -s test:unit'],
  ['browser journeys (playwright)', 'npm run -s test:e2e'],
];

/** Runs `command`: { name, ok, seconds }; its output goes to the terminal as it comes, or is kept to print later. */
function run([name, command], { keep }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (keep) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (keep) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const results = await Promise.all(staticChecks.map((check) => run(check, { keep: true })));
for (const test of tests) results.push(await run(test, { keep: false }));

const took = results.map(({ name, ok, seconds }) => `${name}: ${seconds} s${ok ? '' : ' (failed)'}`);
console.log(`\nnpm test, time by part (the first three side by side):\n  ${took.join('\n  ')}`);
const failed = results.filter(({ ok }) => !ok).map(({ name }) => name);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
