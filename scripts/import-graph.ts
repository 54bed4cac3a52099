// The project's own import graph, type-only and lazy imports included: ESLint's no-cycle passes over `import type`,
// yet a cycle of types still ties the files of a circle into one unit that cannot be read or moved apart.
// `npx tsx scripts/import-graph.ts` prints the circles and the imports that cross a boundary between the trees.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The trees of source code: `definitions/` is shared by the other two, which never import each other. */
export const TREES = ['definitions', 'server', 'src'] as const;
export type Tree = (typeof TREES)[number];

/** Which trees each tree may import from. */
export const MAY_IMPORT: Record<Tree, readonly Tree[]> = {
  definitions: ['definitions'],
  server: ['server', 'definitions'],
  src: ['src', 'definitions'],
};

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'test-results']);

/** The source files under a folder (generated folders and declaration files left out). */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const ending of CANDIDATES) {
    const file = base + ending;
    if (existsSync(file) && statSync(file).isFile() && SOURCE.test(file)) return file;
  }
  return undefined;
}

/** Every source file of the trees with the project files it imports (static, type-only, re-exports and `import()`). */
export function importGraph(root = ROOT): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const tree of TREES) {
    for (const file of sourceFiles(path.join(root, tree))) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles.map((f) => resolve(file, f.fileName)).filter((f): f is string => !!f);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The strongly connected parts of more than one file (or a file importing itself): Tarjan's algorithm. */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

export function treeOf(file: string, root = ROOT): Tree | undefined {
  const first = path.relative(root, file).split(path.sep)[0];
  return (TREES as readonly string[]).includes(first) ? (first as Tree) : undefined;
}

/** Imports from one tree into a tree it may not import. */
export function crossings(graph: Map<string, string[]>, root = ROOT): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const from = treeOf(file, root);
    for (const target of targets) {
      const to = treeOf(target, root);
      if (from && to && !MAY_IMPORT[from].includes(to))
        out.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  return out.sort();
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const graph = importGraph();
  const found = circles(graph);
  for (const part of found)
    console.log(`circle of ${part.length}:\n  ${part.map((f) => path.relative(ROOT, f)).join('\n  ')}`);
  const crossed = crossings(graph);
  for (const line of crossed) console.log(`crosses: ${line}`);
  console.log(`${graph.size} files, ${found.length} circles, ${crossed.length} crossing imports`);
}
