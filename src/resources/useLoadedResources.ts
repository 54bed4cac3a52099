import { useEffect, useState } from 'react';
import { authEvents } from '../authProvider/events';
import type { AppResource } from './resourceTypes';
import { loadedResources, loadResources } from './load';

/**
 * The registry once it is here (undefined before). It is fetched when `wanted` (a signed-in page is asked for) or at
 * sign-in, so the page shown next does not wait for it.
 */
export function useLoadedResources(wanted: boolean): AppResource[] | undefined {
  const [resources, setResources] = useState(loadedResources);
  useEffect(() => {
    if (resources) return;
    let live = true;
    const load = () =>
      void loadResources().then((loaded) => {
        if (live) setResources(loaded);
      });
    if (wanted) load();
    const off = authEvents.on('login', load);
    return () => {
      live = false;
      off();
    };
  }, [resources, wanted]);
  return resources;
}
