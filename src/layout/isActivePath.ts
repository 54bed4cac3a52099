/** A menu entry is current on its own page and every page under it. */
export const isActivePath = (entryPath: string, pathname: string): boolean =>
  entryPath === '/' ? pathname === '/' : pathname === entryPath || pathname.startsWith(`${entryPath}/`);
