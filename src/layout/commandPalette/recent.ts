import type { PaletteItem } from './paletteItems';

const MAX_RECENT = 8;
const keyOf = (userId: string | undefined) => `palette.recent.${userId ?? 'anyone'}`;

/** What this user opened from the palette lately, newest first (kept in this browser). */
export function recentItems(userId: string | undefined): PaletteItem[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? (stored as PaletteItem[]).filter(
          (item) => item && typeof item.path === 'string' && typeof item.label === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: string | undefined, item: PaletteItem): void {
  const next = [item, ...recentItems(userId).filter((other) => other.path !== item.path)].slice(0, MAX_RECENT);
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // storage full or refused: the palette works without its recent list
  }
}
