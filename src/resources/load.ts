import type { AppResource } from './defineResource';

let loaded: AppResource[] | undefined;
let pending: Promise<AppResource[]> | undefined;

/** The registry if it is here already. */
export const loadedResources = (): AppResource[] | undefined => loaded;

/**
 * The registry (./index: every resource definition), fetched once. It is not part of the signed-out first load:
 * only a signed-in page needs it. A failed fetch is tried again on the next call.
 */
export function loadResources(): Promise<AppResource[]> {
  pending ??= import('./index').then(
    (registry) => (loaded = registry.resources),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
