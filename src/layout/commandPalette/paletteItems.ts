import type { CurrentUser } from '../../authProvider/types';
import type { MenuGroup } from '../menuGroups';
import type { AppResource } from '../../engine/resourceTypes';
import { matchesQuery } from '../../../definitions/search/hebrewSearch';

/** One thing the palette can open: a screen, an action on a screen, or a record. */
export interface PaletteItem {
  kind: 'screen' | 'action' | 'record';
  label: string;
  /** For a record: what it is (its resource's name); for a screen or an action: its menu section (two 'Categories'). */
  detail?: string;
  path: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every screen of the menu, and each list's "new" action the user may take, each with its menu section. */
export function screenItems(
  groups: MenuGroup[],
  resources: readonly AppResource[],
  user: CurrentUser | null,
  translate: Translate,
): PaletteItem[] {
  const allowed = (r: AppResource) => !r.access || (user !== null && r.access(user));
  const sectionOf = (section: string) => translate(`app.menu.sections.${section}`);
  const screens: PaletteItem[] = groups.flatMap((g) =>
    g.entries.map((e) => ({ kind: 'screen' as const, label: e.label, detail: sectionOf(g.section), path: e.path })),
  );
  const actions: PaletteItem[] = resources
    .filter((r) => r.menu && allowed(r))
    .flatMap((r) => {
      const item = translate(`resources.${r.name}.name`, { smart_count: 1, _: r.name });
      const create = {
        kind: 'action' as const,
        label: translate('ra.action.create_item', { item }),
        detail: r.menu ? sectionOf(r.menu) : undefined,
        path: `${r.path}/create`,
      };
      return r.api.create && r.resourceProps.create ? [create] : [];
    });
  return [...screens, ...actions];
}

/** The screens and actions that match the query (Hebrew-aware), in their order. */
export const matchingScreens = (items: PaletteItem[], query: string): PaletteItem[] =>
  query.trim()
    ? items.filter((item) => matchesQuery(item.detail ? `${item.label} ${item.detail}` : item.label, query))
    : [];

/** Resources whose records the palette searches: in the menu, searchable by the server, with a page, open to the user. */
export const searchableResources = (resources: readonly AppResource[], user: CurrentUser | null): AppResource[] =>
  resources.filter(
    (r) =>
      r.menu &&
      r.api.list?.search &&
      (r.resourceProps.edit || r.resourceProps.show) &&
      (!r.access || (user !== null && r.access(user))),
  );

/** Where a record of a resource opens: its edit page, else its show page. */
export const recordPath = (r: AppResource, id: unknown): string =>
  `${r.path}/${encodeURIComponent(String(id))}${r.resourceProps.edit ? '' : '/show'}`;
