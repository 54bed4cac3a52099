// The code-splitting of the first loads: the sign-in pages' code in one chunk beside the entry, and the
// signed-in app's first screen (src/App.tsx, the resource registry, the signed-in frame) in one chunk of its own;
// without them each was cut into a hundred shared chunks, each a request and a worse gzip.
// Which modules a screen *uses* is rolldown's to say: its `$initial` tag follows imported bindings through
// re-exporting modules, so one `react-admin` or `@mui/material` import brings what is used, not every component the
// barrel re-exports. The tag is given to the static imports of user entries only, so the app's first-screen modules
// are entries of the build too (`input`), each a facade chunk of a few bytes over the app chunk. An earlier walk of
// our own over whole modules (every id a barrel imports) put 298 KB gzip in the app chunk, 492 KB on signed-in / in
// all; this way the app chunk holds what the first screen runs (about 230 KB gzip, 379 KB in all, 13 files).
import path from 'node:path';
import type { Rolldown } from 'vite';
import { usedModules } from './usedModules';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];
type ModuleInfo = NonNullable<
  ReturnType<Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1]['getModuleInfo']>
>;

/** The module ids `root` imports, itself included: statically, or also through dynamic imports (`lazy`). */
const closures = { static: new WeakMap<ModuleInfo, Set<string>>(), lazy: new WeakMap<ModuleInfo, Set<string>>() };

/**
 * The libraries whose modules the screens load on first use go in one chunk (react-admin's lists, buttons and
 * inputs, MUI's components, their icons and helpers): a list screen fetched ~90 small files of them otherwise, one
 * request each. Copies nested in another package's node_modules stay with it.
 */
const SCREEN_LIBRARY =
  /^(ra-core|ra-ui-materialui|react-admin|@mui[\\/](material|system|utils|icons-material)|lodash|inflection|query-string)[\\/]/;
const isScreenLibrary = (id: string) => {
  const [, inPackage, ...nested] = id.split(/[\\/]node_modules[\\/]/);
  return inPackage !== undefined && nested.length === 0 && SCREEN_LIBRARY.test(inPackage);
};

/** The catalogue's files (src/i18n/<language>/). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/][a-z]{2}[\\/]/;

const usedBy = new WeakMap<ModuleInfo, Set<string>>();
const used = (root: ModuleInfo, info: (id: string) => ModuleInfo | null): Set<string> => {
  let found = usedBy.get(root);
  if (!found) usedBy.set(root, (found = usedModules(root, info)));
  return found;
};

function closure(root: ModuleInfo, info: (id: string) => ModuleInfo | null, mode: keyof typeof closures): Set<string> {
  let found = closures[mode].get(root);
  if (found) return found;
  found = new Set([root.id]);
  const queue = [root];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const ids = mode === 'lazy' ? [...next.importedIds, ...next.dynamicallyImportedIds] : next.importedIds;
    for (const id of ids) {
      if (found.has(id)) continue;
      found.add(id);
      const child = info(id);
      if (child) queue.push(child);
    }
  }
  closures[mode].set(root, found);
  return found;
}

/**
 * The build's entries (`html`, the page, and each of `app`'s modules, by chunk name), its two first-load groups:
 * `initial`, what the page's own static imports use, and `app`, what the app's modules use besides, and the screens'
 * library code in one chunk. The page's part
 * is told by a walk over its whole modules (the sign-in pages import no barrel: a lint rule keeps react-admin and
 * MUI out of them), the rest of the used modules are the app's.
 */
export function firstLoadChunks(
  html: string,
  app: Record<string, string>,
  publicPage: { html: string; roots: string[] },
  listRoot?: string,
): { input: Record<string, string>; groups: Group[] } {
  const htmlId = path.resolve(html);
  const pageId = path.resolve(publicPage.html);
  const publicIds = publicPage.roots.map((file) => path.resolve(file));
  const listId = listRoot ? path.resolve(listRoot) : undefined;
  const appIds = Object.values(app).map((file) => path.resolve(file));
  const input = {
    index: htmlId,
    [path.basename(pageId, '.html')]: pageId,
    ...Object.fromEntries(Object.entries(app).map(([name, file]) => [name, path.resolve(file)])),
  };
  /** Whether the entry `rootId` imports `id`, statically (or also lazily). */
  const reaches =
    (rootId: string, mode: keyof typeof closures = 'static') =>
    (id: string, ctx: Parameters<NonNullable<Extract<Group['name'], (...args: never[]) => unknown>>>[1]) => {
      const root = ctx.getModuleInfo(rootId);
      return root !== null && closure(root, (child) => ctx.getModuleInfo(child), mode).has(id);
    };
  const inPage = reaches(pageId);
  const inPageLater = reaches(pageId, 'lazy');
  const inIndex = reaches(htmlId);
  /** The page's entry itself (its HTML and script): its start runs once, so nothing else may share its chunk. */
  const pageEntry = (id: string, ctx: Parameters<typeof inPage>[1]) =>
    id === pageId || (ctx.getModuleInfo(pageId)?.importedIds ?? []).includes(id);
  return {
    input,
    groups: [
      // What the public page shares with the sign-in pages' entry (React, the language, the HTTP client): a chunk both
      // load, so that the page runs none of the router, the sign-in pages or the session code. What it shares with it
      // only when a part of it is reached (the router, under the admin's widgets' frame) is a chunk of its own, so
      // that then the page runs none of the app's start either (the sign-in pages' entry is it).
      {
        debugName: 'common',
        tags: ['$initial'],
        name: (id, ctx) => (inIndex(id, ctx) && inPage(id, ctx) ? 'common' : null),
      },
      {
        debugName: 'commonLater',
        tags: ['$initial'],
        name: (id, ctx) => (inIndex(id, ctx) && inPageLater(id, ctx) ? 'commonLater' : null),
      },
      { debugName: 'initial', tags: ['$initial'], name: (id, ctx) => (inIndex(id, ctx) ? 'initial' : null) },
      // What the app's first screen shares with the public page, as the page loads it at once: a chunk of its own,
      // so that page fetches none of the signed-in app. Told by a walk over whole modules, so a library barrel the
      // page imports brings in every module of it the app uses.
      publicShare('shared', [pageId], 'static', appIds),
      // What it shares with the app's first screen only when a part of the page is reached (the inputs it loads
      // when drawn, the admin's widgets on the public form page and their frame: MUI, react-admin's core): a chunk
      // of its own too, fetched by the page only then.
      publicShare('sharedLater', publicIds, 'lazy', appIds),
      // The page's own modules in one chunk beside its entry (the top router's route to it loads them too, where
      // index.html is served for its path), not one per module the route imports. The catalogue's files stay in
      // chunks of their own: the signed-in catalogue imports them too, and would fetch the page with them.
      {
        debugName: 'publicPage',
        includeDependenciesRecursively: false,
        name: (id, ctx) => (inPage(id, ctx) && !pageEntry(id, ctx) && !CATALOGUE.test(id) ? 'publicPage' : null),
      },
      // The rest of what the app's first screen uses; the page's own modules are the page's.
      { name: (id, ctx) => (inPage(id, ctx) ? null : 'app'), tags: ['$initial'] },
      // The screens' library code (SCREEN_LIBRARY) the first screen does not use, save what a public page uses
      // (build/usedModules.ts). Its own imports stay where they are, so that it brings none of another screen's
      // heavy libraries.
      {
        debugName: 'screens',
        includeDependenciesRecursively: false,
        name: (id, ctx) => {
          if (!isScreenLibrary(id)) return null;
          const info = (child: string) => ctx.getModuleInfo(child);
          const roots = publicIds.flatMap((rootId) => ctx.getModuleInfo(rootId) ?? []);
          return roots.some((root) => used(root, info).has(id)) ? null : 'screens';
        },
      },
      listGroup(listId, [htmlId, ...Object.values(input).slice(1)], publicIds),
    ],
  };
}

/**
 * The generated list with the modules of ours it imports statically that carry no library of their own (the engine's
 * buttons, values, empty state, saved views, the export and import dialogs' first parts): one chunk, since every list
 * screen fetches all of it at once; split by what else shares each module, it was about forty files, one request each.
 * A module whose imports reach a library the first screen has not loaded (the upload input's sorting, the sanitiser,
 * the carousel, the CSV parser) stays in its own chunk, so that another screen using the empty state, say, does not
 * fetch those libraries with it. Libraries stay in their chunks (one of theirs importing this one back would be a cycle).
 */
function listGroup(listId: string | undefined, firstLoadRoots: string[], publicIds: string[]): Group {
  const carriesLibrary = new Map<string, boolean>();
  return {
    debugName: 'list',
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      const info = (child: string) => ctx.getModuleInfo(child);
      const root = listId ? info(listId) : null;
      if (!root || id.includes('node_modules') || !closure(root, info, 'static').has(id)) return null;
      // What a public page uses stays out: it would fetch the list's parts and, through them, the app's chunks.
      if (publicIds.some((rootId) => closure(info(rootId) ?? root, info, 'lazy').has(id))) return null;
      // A library is at hand when the first screen loaded it, or it is in the screens' library chunk.
      const loaded = (lib: string) =>
        firstLoadRoots.some((rootId) => {
          const first = info(rootId);
          return first !== null && closure(first, info, 'static').has(lib);
        }) ||
        (isScreenLibrary(lib) &&
          !publicIds.some((rootId) => {
            const page = info(rootId);
            return page !== null && used(page, info).has(lib);
          }));
      let carries = carriesLibrary.get(id);
      if (carries === undefined) {
        const self = info(id);
        carries =
          self !== null &&
          [...closure(self, info, 'static')].some((dep) => dep.includes('node_modules') && !loaded(dep));
        carriesLibrary.set(id, carries);
      }
      return carries ? null : 'listParts';
    },
  };
}

/** What the app's first screen (`appIds`, static) shares with a public page's modules, walked `mode`: a chunk named `name`. */
function publicShare(name: string, publicIds: string[], mode: keyof typeof closures, appIds: string[]): Group {
  return {
    debugName: name,
    tags: ['$initial'],
    name: (id, ctx) => {
      const info = (child: string) => ctx.getModuleInfo(child);
      const reached = (rootIds: string[], walk: keyof typeof closures) =>
        rootIds.some((rootId) => {
          const root = info(rootId);
          return root !== null && closure(root, info, walk).has(id);
        });
      return reached(publicIds, mode) && reached(appIds, 'static') ? name : null;
    },
  };
}
