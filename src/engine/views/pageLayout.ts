/** A block of fields under an optional heading (`resources.<name>.sections.<id>`). */
export interface SectionLayout<N extends string = string> {
  id: string;
  fields: N[];
}

/** A tab (`?t=<id>`, label `resources.<name>.tabs.<id>`): fields, sections, or a component of its own. */
export interface TabLayout<N extends string = string> {
  id: string;
  fields?: N[];
  sections?: SectionLayout<N>[];
  /** A custom panel (it reads the record from context), e.g. a record's orders. */
  component?: React.ComponentType;
}

/** How a resource file lays out a generated page: field names, sections, or tabs. */
export type PageLayout<N extends string = string> = N[] | { sections: SectionLayout<N>[] } | { tabs: TabLayout<N>[] };

/** One shape for every page: tabs of sections (a single unnamed tab and section for a flat list of fields). */
export interface PageSpec {
  tabs: Array<{ id: string; sections: SectionLayout[]; component?: React.ComponentType }>;
}

export function normaliseLayout(layout: PageLayout): PageSpec {
  if (Array.isArray(layout)) return { tabs: [{ id: '', sections: [{ id: '', fields: layout }] }] };
  if ('sections' in layout) return { tabs: [{ id: '', sections: layout.sections }] };
  return {
    tabs: layout.tabs.map((tab) => ({
      id: tab.id,
      component: tab.component,
      sections: tab.sections ?? (tab.fields ? [{ id: '', fields: tab.fields }] : []),
    })),
  };
}

/** Every field a page shows, in order. */
export const pageFields = (page: PageSpec): string[] => page.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields));
