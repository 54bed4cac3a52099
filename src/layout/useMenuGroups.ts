import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../authProvider/useCurrentUser';
import { useAppResources } from '../engine/registry';
import { appRoutes } from '../routes';
import { menuGroups, type MenuGroup } from './menuGroups';

/** The menu of the signed-in user, in the current language. */
export const useMenuGroups = (): MenuGroup[] => {
  const user = useCurrentUser();
  const translate = useTranslate();
  const resources = useAppResources();
  return useMemo(() => menuGroups(resources, appRoutes, user, translate), [resources, user, translate]);
};
