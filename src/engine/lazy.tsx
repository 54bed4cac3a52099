import { Suspense, type ComponentType, type JSX } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyWithReload, type Preloadable } from '../lib/lazyWithReload';
import type { FieldComponentProps } from './fields';

/**
 * A field input loaded on first use: resource files come with the registry (src/resources/load.ts), heavy inputs
 * (phone numbers, countries, uploads) do not. The field keeps its place with a skeleton while its chunk loads.
 */
export function lazyInput<P extends object = FieldComponentProps>(
  load: () => Promise<ComponentType<NoInfer<P>>>,
): ComponentType<P> {
  const Lazy = lazyWithReload(() => load().then((component) => ({ default: component })));
  const Input = (props: P) => (
    <Suspense fallback={<Skeleton variant="rounded" height={48} sx={{ my: 1, minWidth: 200 }} />}>
      <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
  return Input;
}

/**
 * A page component loaded on first visit; `preload` fetches it sooner. It has no loading boundary of its own: the
 * frame's (src/layout/SignedInFrame.tsx) is the one. A menu click is a transition, so the screen shown stays until the
 * page's code is here and then the page shows at once; a boundary of the page's own would show its fallback first and
 * React would hold the page back until that fallback had been up for its minimum time.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType & Preloadable {
  const Lazy = lazyWithReload(load);
  const Page = () => <Lazy />;
  return Object.assign(Page, { preload: Lazy.preload });
}

/**
 * A part of a screen (a toolbar button, the tabs above a list, a tab, a list's covers view) loaded on first use, with
 * its props; nothing shows meanwhile.
 */
export function lazyPart<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyWithReload(() => load().then((component) => ({ default: component })));
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
  // fetched ahead with its list's code (src/engine/prefetchFirstPage.ts), not once the list is drawn
  return Object.assign(Part, { preload: Lazy.preload });
}
