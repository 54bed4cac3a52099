// Functions a reader can hold in their head: no function, component, hook or handler of the three trees is longer
// than LIMIT lines (counted as formatted by Prettier). `npx tsx scripts/function-size.ts` prints the longest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, sourceFiles, TREES } from './import-graph';

export const LIMIT = 150;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** Tests and generated files are left out: a test's `describe` holds its cases, and a generator owns its output. */
const SKIPPED = [/\.test\.tsx?$/, /(^|\/)test\//, /\.gen\.ts$/, /^definitions\/entities\/index\.ts$/];

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(source);
  let parent = node.parent;
  // A function handed to a call (`useMemo(() => …)`, `app.get('/x', async () => …)`) is named by the call.
  while (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).slice(0, 40);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : '';
    if (!ts.isVariableDeclaration(parent.parent) && !ts.isPropertyAssignment(parent.parent))
      return `${callee}(${label})`;
    parent = parent.parent;
  }
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText(source);
  return '(anonymous)';
}

/** The functions of one file's text longer than `limit` lines. */
export function longFunctionsIn(file: string, text: string, limit = LIMIT): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, line: start + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function of the trees over the limit, longest first. */
export function longFunctions(root = ROOT, limit = LIMIT): LongFunction[] {
  const files = TREES.flatMap((tree) => sourceFiles(path.join(root, tree)))
    .map((full) => path.relative(root, full))
    .filter((file) => !SKIPPED.some((rule) => rule.test(file)));
  return files
    .flatMap((file) => longFunctionsIn(file, readFileSync(path.join(root, file), 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const long = longFunctions();
  for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${long.length} functions over ${LIMIT} lines`);
}
