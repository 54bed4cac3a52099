import type { ComponentType } from 'react';
import { lazyWithReload, type Preloadable } from '../../lib/lazyWithReload';
import type { AppResource } from '../resourceTypes';
import type { PageSpec } from './pageLayout';

// The generic pages load on first use: lists and forms are not part of the first load.
const LazyList = lazyWithReload(() => import('./GeneratedList'));
const LazyCreate = lazyWithReload(() => import('./GeneratedCreate'));
const LazyEdit = lazyWithReload(() => import('./GeneratedEdit'));
const LazyShow = lazyWithReload(() => import('./GeneratedShow'));

interface ViewNames {
  list: string[] | null;
  create: PageSpec | null;
  edit: PageSpec | null;
  show: PageSpec | null;
}

type Views = Record<keyof ViewNames, ComponentType | undefined>;

/** Components for `<Resource list create edit show>` from field names (null: no generated page). */
export function generatedViews(resource: AppResource, names: ViewNames): Views {
  const page = <T,>(
    render: (spec: T) => React.ReactNode,
    spec: T | null,
    view: Preloadable,
  ): (ComponentType & Preloadable) | undefined => {
    if (!spec) return undefined;
    // no loading boundary of its own: the frame's is the one (lazyPage in ../lazy.tsx says why)
    const Page = () => <>{render(spec)}</>;
    Page.displayName = `Generated(${resource.name})`;
    // the generic page's code, fetched before the page is drawn when it is the first screen
    return Object.assign(Page, { preload: view.preload });
  };
  return {
    list: page((columns: string[]) => <LazyList resource={resource} columns={columns} />, names.list, LazyList),
    create: page((spec: PageSpec) => <LazyCreate resource={resource} page={spec} />, names.create, LazyCreate),
    edit: page((spec: PageSpec) => <LazyEdit resource={resource} page={spec} />, names.edit, LazyEdit),
    show: page((spec: PageSpec) => <LazyShow resource={resource} page={spec} />, names.show, LazyShow),
  };
}
