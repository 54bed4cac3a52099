// `npm test`: every check in turn (types, lint, unit and API tests, browser journeys), each run even when one
// before it failed, so one CI run shows every failing part; then how long each took, so a slow part shows by name.
import { spawnSync } from 'node:child_process';

const parts = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['format (prettier --check)', 'npm run -s format:check'],
  ['unit and API tests (vitest)', 'npm run -s test:unit'],
  ['browser journeys (playwright)', 'npm run -s test:e2e'],
];

const took = [];
const failed = [];
for (const [name, command] of parts) {
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  took.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) failed.push(name);
}
console.log(`\nnpm test, time by part:\n  ${took.join('\n  ')}`);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
