import type { ComponentType } from 'react';
import type { CurrentUser } from '../authProvider/types';
import type { AppResource } from '../engine/resourceTypes';
import { MENU_SECTIONS, type MenuSection } from '../engine/menu';
import type { AppRoute } from '../routes';

export interface MenuEntry {
  path: string;
  /** Paths the entry is current on besides its own (the screens of resources `menuUnder` it). */
  alsoOn: string[];
  label: string;
  icon: ComponentType;
  order: number;
}

export interface MenuGroup {
  section: MenuSection;
  entries: MenuEntry[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The sidebar: one group per section that has at least one screen this user may open, in the
 * product's order. Sections without a working screen are not shown.
 */
export function menuGroups(
  resources: readonly AppResource[],
  routes: AppRoute[],
  user: CurrentUser | null,
  translate: Translate,
): MenuGroup[] {
  const allowed = (access?: (u: CurrentUser) => boolean) => !access || (user !== null && access(user));
  const entries: Array<MenuEntry & { section: MenuSection }> = [
    ...resources
      .filter((r) => r.menu && allowed(r.access))
      .map((r) => ({
        section: r.menu as MenuSection,
        path: r.path,
        alsoOn: resources.filter((under) => under.menuUnder === r.name).map((under) => under.path),
        label: r.menuLabel
          ? translate(r.menuLabel)
          : translate(`resources.${r.name}.name`, { smart_count: 2, _: r.name }),
        icon: r.icon,
        order: r.menuOrder,
      })),
    ...routes
      .filter((r) => r.menu && allowed(r.access))
      .map((r) => ({
        section: r.menu!.section,
        path: r.path.replace(/\/\*$/, ''),
        alsoOn: [],
        label: translate(r.menu!.label),
        icon: r.menu!.icon,
        order: r.menu!.order ?? 100,
      })),
  ];
  return MENU_SECTIONS.map((section) => ({
    section,
    entries: entries
      .filter((e) => e.section === section)
      .sort((a, b) => a.order - b.order)
      .map(({ path, alsoOn, label, icon, order }) => ({ path, alsoOn, label, icon, order })),
  })).filter((group) => group.entries.length > 0);
}

/** `/shop` → `/shop/shipping-options`: a section prefix redirects to its first screen. */
export function sectionRedirects(groups: MenuGroup[]): Array<{ from: string; to: string }> {
  const seen = new Map<string, string>();
  const screens = new Set(groups.flatMap((g) => g.entries.map((e) => e.path)));
  for (const { entries } of groups) {
    for (const { path } of entries) {
      const [, prefix, rest] = path.split('/');
      if (rest && !seen.has(`/${prefix}`) && !screens.has(`/${prefix}`)) seen.set(`/${prefix}`, path);
    }
  }
  return [...seen].map(([from, to]) => ({ from, to }));
}
