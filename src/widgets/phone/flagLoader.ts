/**
 * Bundled flag SVGs (country-flag-icons, 3:2), one lazily loaded chunk per country: a flag costs nothing until
 * a phone input shows it, and nothing is ever fetched from a third-party host.
 */
const flagModules = import.meta.glob<string>('/node_modules/country-flag-icons/string/3x2/[A-Z][A-Z].js', {
  import: 'default',
});

const loaded = new Map<string, Promise<string | undefined>>();
const resolved = new Map<string, string>();

const modulePath = (iso2: string): string => `/node_modules/country-flag-icons/string/3x2/${iso2.toUpperCase()}.js`;

/** True when a flag is bundled for this two-letter code. */
export const hasFlag = (iso2: string): boolean => modulePath(iso2) in flagModules;

/** The SVG markup of a country's flag, or undefined when none is bundled or its chunk fails to load. */
export const loadFlagSvg = (iso2: string): Promise<string | undefined> => {
  const path = modulePath(iso2);
  const cached = loaded.get(path);
  if (cached) return cached;
  const load = flagModules[path];
  const svg = load
    ? load().then(
        (markup) => {
          resolved.set(path, markup);
          return markup;
        },
        (error: unknown) => {
          console.warn(`Phone input: the flag of ${iso2} could not be loaded`, error);
          loaded.delete(path);
          return undefined;
        },
      )
    : Promise.resolve(undefined);
  loaded.set(path, svg);
  return svg;
};

/** The SVG of a flag that has already been loaded, so that a shown flag never flickers. */
export const loadedFlagSvg = (iso2: string): string | undefined => resolved.get(modulePath(iso2));

/** An SVG as an image address (an <img> never runs scripts, unlike inlined markup). */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
