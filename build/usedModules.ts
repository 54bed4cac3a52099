// The modules a root uses, following its static and dynamic imports, where an import from one of react-admin's
// barrels (an `index.js` of `export * from` lines) brings only the modules that export the names it imports, not
// every module of the package: a walk over whole modules finds all of react-admin behind one `useTranslate`.
import path from 'node:path';

interface Module {
  id: string;
  code: string | null;
  exports: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
}
type Info = (id: string) => Module | null;

const BARREL = /[\\/]node_modules[\\/](ra-core|ra-ui-materialui|react-admin)[\\/].*index\.js$/;
const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]dist[\\/]index\.js$/;
const NAMED = /(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names `importer`'s code imports from `barrel` by name; null when it imports it otherwise (whole). */
function namesFrom(importer: Module, barrel: string): string[] | null {
  const names: string[] = [];
  for (const [, list, spec] of importer.code?.matchAll(NAMED) ?? []) {
    const target = spec.startsWith('.') ? path.resolve(path.dirname(importer.id), spec) : spec;
    if (target !== barrel && barrel.match(PACKAGE)?.[1] !== spec) continue;
    names.push(
      ...list
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean),
    );
  }
  return names.length ? names : null;
}

/** The module behind `barrel` that exports `name` (found through its nested barrels), if any. */
function exporter(barrel: string, name: string, info: Info, seen = new Set<string>()): string | null {
  for (const child of info(barrel)?.importedIds ?? []) {
    if (seen.has(child)) continue;
    seen.add(child);
    if (!BARREL.test(child)) {
      if (info(child)?.exports.includes(name)) return child;
    } else {
      const found = exporter(child, name, info, seen);
      if (found) return found;
    }
  }
  return null;
}

/** The ids of the modules `root` uses, itself included. */
export function usedModules(root: Module, info: Info): Set<string> {
  const found = new Set([root.id]);
  const queue = [root];
  const visit = (id: string | null) => {
    if (!id || found.has(id)) return;
    found.add(id);
    const child = info(id);
    if (child) queue.push(child);
  };
  for (let next = queue.pop(); next; next = queue.pop()) {
    const importer = next;
    for (const id of [...importer.importedIds, ...importer.dynamicallyImportedIds]) {
      const names = BARREL.test(id) && !BARREL.test(importer.id) ? namesFrom(importer, id) : null;
      if (names) for (const name of names) visit(exporter(id, name, info));
      else visit(id);
    }
  }
  return found;
}
