// No function grows past the limit: a function over it is one of those listed in long-functions.json, which are
// being split, and none of them grows. A function split below the limit leaves the list (it may not stay behind).
import { describe, expect, it } from 'vitest';
import { LIMIT, longFunctions, longFunctionsIn } from '../../scripts/function-size';
import listed from './long-functions.json';

const known = listed as Record<string, number>;
const found = longFunctions();
const keyOf = (f: { file: string; name: string }) => `${f.file} ${f.name}`;

describe('function size', () => {
  it(`finds no new function over ${LIMIT} lines and none of the listed grown`, () => {
    const grown = found.filter((f) => f.lines > (known[keyOf(f)] ?? LIMIT)).map((f) => `${keyOf(f)}: ${f.lines}`);
    expect(grown).toEqual([]);
  });

  it('lists only functions still over the limit', () => {
    const over = new Set(found.map(keyOf));
    expect(Object.keys(known).filter((key) => !over.has(key))).toEqual([]);
  });

  it('measures a function by its lines and names it by its declaration', () => {
    const body = Array.from({ length: LIMIT }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const text = `export function tall() {\n${body}\n}\nexport const short = () => 1;\n`;
    expect(longFunctionsIn('x.ts', text)).toEqual([{ file: 'x.ts', line: 1, name: 'tall', lines: LIMIT + 2 }]);
  });
});
