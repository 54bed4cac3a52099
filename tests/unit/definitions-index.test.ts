// The generated lists of entity definitions stay in step with the files: a definition added without
// `npm run definitions` fails here, naming the command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, indexText, TABLES_FILE, tablesText } from '../../scripts/definitions-index';

describe('definitions index', () => {
  it('lists every definition file of definitions/entities (run `npm run definitions` when this fails)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(indexText());
  });

  it("lists every definition's table for drizzle-kit (run `npm run definitions` when this fails)", () => {
    expect(readFileSync(TABLES_FILE, 'utf8')).toBe(tablesText());
  });
});
