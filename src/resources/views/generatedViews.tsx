import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { AppResource } from '../defineResource';

// The generic pages load on first use: lists and forms are not part of the first load.
const LazyList = lazyWithReload(() => import('./GeneratedList'));
const LazyCreate = lazyWithReload(() => import('./GeneratedCreate'));
const LazyEdit = lazyWithReload(() => import('./GeneratedEdit'));
const LazyShow = lazyWithReload(() => import('./GeneratedShow'));

interface ViewNames {
  list: string[] | null;
  create: string[] | null;
  edit: string[] | null;
  show: string[] | null;
}

type Views = Record<keyof ViewNames, ComponentType | undefined>;

/** Components for `<Resource list create edit show>` from field names (null: no generated page). */
export function generatedViews(resource: AppResource, names: ViewNames): Views {
  const page = (render: (fields: string[]) => React.ReactNode, fields: string[] | null): ComponentType | undefined => {
    if (!fields) return undefined;
    const Page = () => <Suspense fallback={<Loading />}>{render(fields)}</Suspense>;
    Page.displayName = `Generated(${resource.name})`;
    return Page;
  };
  return {
    list: page((fields) => <LazyList resource={resource} columns={fields} />, names.list),
    create: page((fields) => <LazyCreate resource={resource} inputs={fields} />, names.create),
    edit: page((fields) => <LazyEdit resource={resource} inputs={fields} />, names.edit),
    show: page((fields) => <LazyShow resource={resource} fields={fields} />, names.show),
  };
}
