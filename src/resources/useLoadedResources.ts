import { useEffect, useState } from 'react';
import type { AppResource } from '../engine/resourceTypes';
import { loadedResources, loadResources } from './load';

/** The registry once it is here (undefined before); fetched at once (the app draws only signed-in pages). */
export function useLoadedResources(): AppResource[] | undefined {
  const [resources, setResources] = useState(loadedResources);
  useEffect(() => {
    if (resources) return;
    let live = true;
    void loadResources().then((loaded) => {
      if (live) setResources(loaded);
    });
    return () => {
      live = false;
    };
  }, [resources]);
  return resources;
}
