// The signed-in app in one chunk: src/App.tsx and everything it imports statically (react-admin, MUI, the layout...),
// but what the first load already brings. Since the sign-in pages stopped importing the app (issue 25), App.tsx is a
// dynamic import: without this group its code was cut into a hundred shared chunks, each a request and a worse gzip.
// The walk over the import graph over-reaches through re-exporting modules (one `@mui/material` import reaches every
// MUI component a lazy screen uses): measured, signed-in / fetches 27 files, 492 KB gzip, against 122 files, 437 KB
// without the group (rolldown's own `$initial` tag resolves re-exports, but applies to user entries only).
import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];
type ModuleInfo = NonNullable<ReturnType<Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1]['getModuleInfo']>>;

/** The module ids `root` imports statically, itself included (per chunking pass: keyed by the root's info). */
const closures = new WeakMap<ModuleInfo, Set<string>>();

function staticClosure(root: ModuleInfo, info: (id: string) => ModuleInfo | null): Set<string> {
  let found = closures.get(root);
  if (found) return found;
  found = new Set([root.id]);
  const queue = [root];
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const id of next.importedIds) {
      if (found.has(id)) continue;
      found.add(id);
      const child = info(id);
      if (child) queue.push(child);
    }
  }
  closures.set(root, found);
  return found;
}

/** A code-splitting group (after the first load's) that gathers the static closure of `entry` into a chunk named `name`. */
export function staticClosureGroup(name: string, entry: string): Group {
  const entryId = path.resolve(entry);
  return {
    debugName: name,
    name: (id, ctx) => {
      const root = ctx.getModuleInfo(entryId);
      return root && staticClosure(root, (child) => ctx.getModuleInfo(child)).has(id) ? name : null;
    },
  };
}
