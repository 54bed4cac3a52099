// The module graph has no circles, type-only and lazy imports counted, and the server and the admin meet only in
// definitions/ (ESLint's no-cycle passes over `import type`; this reads every import).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, crossings, importGraph, ROOT } from '../../scripts/import-graph';

const graph = importGraph();
const named = (files: string[]) => files.map((f) => path.relative(ROOT, f));

describe('import graph', () => {
  it('reads the three trees', () => {
    const trees = new Set([...graph.keys()].map((f) => path.relative(ROOT, f).split(path.sep)[0]));
    expect([...trees].sort()).toEqual(['definitions', 'server', 'src']);
  });

  it('has no import circle, type-only imports included', () => {
    expect(circles(graph).map(named)).toEqual([]);
  });

  it('finds a circle closed by a type-only import', () => {
    const a = path.join(ROOT, 'src/a.ts');
    const b = path.join(ROOT, 'src/b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ).map(named),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  it('has no import between server/ and src/, and none from definitions/ into either', () => {
    expect(crossings(graph)).toEqual([]);
    const fake = new Map([[path.join(ROOT, 'definitions/x.ts'), [path.join(ROOT, 'src/y.ts')]]]);
    expect(crossings(fake)).toEqual(['definitions/x.ts → src/y.ts']);
  });
});
