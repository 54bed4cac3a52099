import type { ComponentType } from 'react';
import type { CurrentUser } from './authProvider/types';
import { lazyWithReload } from './lib/lazyWithReload';
import type { MenuSection } from './resources/menu';

/** A bespoke screen inside the layout (signed-in users only). */
export interface AppRoute {
  /** Route path; end it with `/*` when the screen has its own nested routes. */
  path: string;
  component: ComponentType;
  /** A sidebar entry: section, i18n key of the label, icon, position inside the section. */
  menu?: { section: MenuSection; label: string; icon: ComponentType; order?: number };
  /** Who may open it (default: every signed-in user). */
  access?: (user: CurrentUser) => boolean;
}

/** Bespoke screens: one line each, the component loaded on first visit. */
export const appRoutes: AppRoute[] = [
  { path: '/profile', component: lazyWithReload(() => import('./screens/ProfilePage')) },
];
