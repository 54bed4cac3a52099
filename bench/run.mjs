// Runs every bench/*.bench.mjs, one after the other (they measure; running them side by side would
// measure each other). `node bench/run.mjs first-load person` runs the files whose names contain a word.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const words = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => words.length === 0 || words.some((word) => name.includes(word)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${words.join(', ')}`);
  process.exit(1);
}

const failed = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const { status } = spawnSync(process.execPath, [new URL(file, import.meta.url).pathname], { stdio: 'inherit' });
  if (status !== 0) failed.push(file);
}
if (failed.length) {
  console.error(`\nFailed or over budget: ${failed.join(', ')}`);
  process.exit(1);
}
