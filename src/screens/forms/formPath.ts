/** A form's public page: the path of the top router's route (src/publicRoutes.ts) and of the page's own entry. */
export const FORM_PATH = '/f/:name';

/** The form a public page's path names (/f/<name>), or undefined for another path. */
export function formNameOf(pathname: string): string | undefined {
  const match = /^\/f\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
