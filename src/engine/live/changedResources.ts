// Realtime lists: the server names the API paths of records just changed (`/authors`, `/person`); these are the
// admin resources reading records there, whose lists and pages on screen refetch.
import type { AppResource } from '../resourceTypes';

const trimmed = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/** The resource's record path: its one-record endpoint without `{id}`. */
export const recordPath = (resource: AppResource): string | undefined =>
  resource.api.one ? trimmed(resource.api.one.replace(/\{id\}.*$/, '')) : undefined;

/** Route names (react-admin's resource names, the first part of their query keys) of the resources under `paths`. */
export function changedResources(resources: readonly AppResource[], paths: readonly string[]): string[] {
  const changed = new Set(paths.map(trimmed));
  return resources
    .filter((r) => {
      const path = recordPath(r);
      return path !== undefined && changed.has(path);
    })
    .map((r) => r.routeName);
}
