/** A menu entry is current on its own page and every page under it. */
export const isActivePath = (entryPath: string, pathname: string): boolean =>
  entryPath === '/' ? pathname === '/' : pathname === entryPath || pathname.startsWith(`${entryPath}/`);

/** A menu entry is current on its own pages and on those of the screens reached from it (MenuEntry.alsoOn). */
export const isActiveEntry = (entry: { path: string; alsoOn: string[] }, pathname: string): boolean =>
  isActivePath(entry.path, pathname) || entry.alsoOn.some((path) => isActivePath(path, pathname));
