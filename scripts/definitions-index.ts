// Writes definitions/entities/index.ts, the list of every entity definition beside it, which both sides read (the
// server runs without a bundler that could find the files itself), and server/src/db/schema/defined.ts, their tables
// as drizzle-kit reads them. `npm run definitions` after adding a file; tests/unit/definitions-index.test.ts fails
// while either is out of step.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ENTITIES_DIR = path.resolve(import.meta.dirname, '../definitions/entities');
export const INDEX_FILE = path.join(ENTITIES_DIR, 'index.ts');
export const TABLES_FILE = path.resolve(import.meta.dirname, '../server/src/db/schema/defined.ts');
const NOT_ENTITIES = new Set(['index.ts', 'known.ts', 'names.ts']);

const identifier = (file: string) => file.replace(/\.ts$/, '').replace(/[-_.](\w)/g, (_, c: string) => c.toUpperCase());

const definitionFiles = () =>
  readdirSync(ENTITIES_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_ENTITIES.has(f))
    .sort();

/** The table's SQL name a definition file declares (`table:`), else its `name` with an s. */
function tableName(file: string): string {
  const source = readFileSync(path.join(ENTITIES_DIR, file), 'utf8');
  const table = /^\s{2}table: '([a-z0-9_]+)'/m.exec(source)?.[1];
  const name = /^\s{2}name: '([a-z0-9_]+)'/m.exec(source)?.[1];
  if (!table && !name) throw new Error(`${file}: no name: '...' at the top level of its definition`);
  return table ?? `${name}s`;
}

/** The tables file's text: one export per definition, named for its table (`authors`). */
export function tablesText(): string {
  const files = definitionFiles();
  return [
    '// The tables of the entity definitions (definitions/entities). Written by `npm run definitions`; do not edit by hand.',
    ...files.map(
      (f) => `import ${identifier(f)}Definition from '../../../../definitions/entities/${f.replace(/\.ts$/, '')}';`,
    ),
    "import { tableOf } from './defined-table';",
    '',
    ...files.map((f) => `export const ${identifier(tableName(f))} = tableOf(${identifier(f)}Definition);`),
    '',
  ].join('\n');
}

/** The index's text for the definition files now in the folder. */
export function indexText(): string {
  const files = definitionFiles();
  const lines = [
    '// Every entity definition of this folder. Written by `npm run definitions`; do not edit by hand.',
    "import type { EntityDefinition } from '../entity/defineEntity';",
    ...files.map((f) => `import ${identifier(f)} from './${f.replace(/\.ts$/, '')}';`),
    '',
    `export const entityDefinitions: EntityDefinition[] = [${files.map(identifier).join(', ')}];`,
    '',
  ];
  return lines.join('\n');
}

function write(file: string, text: string): void {
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (before !== text) writeFileSync(file, text);
  console.log(`${path.relative(process.cwd(), file)}: ${before === text ? 'up to date' : 'written'}`);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  write(INDEX_FILE, indexText());
  write(TABLES_FILE, tablesText());
}
