import { createContext, useContext, type ReactNode } from 'react';
import type { AppResource } from './resourceTypes';

const RegistryContext = createContext<readonly AppResource[]>([]);

/**
 * The registry as the composition root hands it down, so a generated view can reach another resource's definition
 * (a child table's columns) without importing the registry (which would close a cycle through the lazy views).
 */
export const RegistryProvider = ({
  resources,
  children,
}: {
  resources: readonly AppResource[];
  children: ReactNode;
}) => <RegistryContext.Provider value={resources}>{children}</RegistryContext.Provider>;

/** A resource by its short name or its route name. */
export const useAppResource = (name: string): AppResource | undefined =>
  useContext(RegistryContext).find((r) => r.name === name || r.routeName === name);

/** Every resource of the admin. */
export const useAppResources = (): readonly AppResource[] => useContext(RegistryContext);
