import { matchPath } from 'react-router';
import type { AppResource } from '../engine/resourceTypes';
import type { AppRoute } from '../routes';

/** Paths the layout serves (the rest get the public 404 page, without menu and without sign-in). */
export function knownPathPatterns(resources: readonly AppResource[], routes: AppRoute[]): string[] {
  const prefixes = resources.map((r) => r.path.split('/')[1]).filter((p, i, all) => all.indexOf(p) === i);
  return [
    '/',
    '/access-denied',
    '/authentication-error',
    ...prefixes.map((p) => `/${p}`),
    ...resources.map((r) => `${r.path}/*`),
    ...routes.map((r) => r.path),
  ];
}

export const isKnownPath = (pathname: string, patterns: string[]): boolean =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
