import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../authProvider/types';
import { crud } from '../dataProvider/endpoints';
import { defineResource } from '../engine/defineResource';
import { text } from '../engine/fields';
import type { AppRoute } from '../routes';
import { splitBottomMenu } from './BottomMenu';
import { isActiveEntry, isActivePath } from './isActivePath';
import { isKnownPath, knownPathPatterns } from './knownPaths';
import { menuGroups, sectionRedirects } from './menuGroups';

const t = (key: string) => key;
const Icon = () => null;

// A registry of its own, so the test does not change when resources are added.
const resources = [
  defineResource({
    name: 'users',
    path: 'settings/users',
    menu: 'settings',
    icon: Icon,
    api: crud('/users/'),
    fields: { email: text() },
    access: (u) => u.is_superuser,
  }),
  defineResource({
    name: 'shipping-options',
    path: 'shop/shipping-options',
    menu: 'shop',
    menuOrder: 90,
    icon: Icon,
    api: crud('/s'),
    fields: { name: text() },
  }),
  defineResource({
    name: 'authors',
    path: 'shop/authors',
    menu: 'shop',
    menuOrder: 100,
    icon: Icon,
    api: crud('/authors/'),
    fields: { name: text() },
  }),
  defineResource({ name: 'tags', icon: Icon, api: crud('/tags/'), fields: { name: text() } }),
];
const user = (is_superuser: boolean): CurrentUser => ({
  id: 'u1',
  email: 'a@b.c',
  first_name: 'A',
  last_name: 'B',
  is_active: true,
  is_superuser,
});

describe('menu', () => {
  it('shows only sections with a working screen, in the menu order', () => {
    const routes: AppRoute[] = [
      { path: '/support/*', component: Icon, menu: { section: 'customer_service', label: 'x.support', icon: Icon } },
    ];
    const groups = menuGroups(resources, routes, user(true), t);
    expect(groups.map((g) => g.section)).toEqual(['shop', 'customer_service', 'settings']);
    expect(groups[0].entries.map((e) => e.path)).toEqual(['/shop/shipping-options', '/shop/authors']);
    expect(groups[1].entries[0]).toMatchObject({ path: '/support', label: 'x.support' });
  });

  it('keeps an entry current on the screens reached from it (menuUnder), and only on those', () => {
    const withHistory = [
      ...resources,
      defineResource({
        name: 'author-imports',
        menuUnder: 'authors',
        icon: Icon,
        api: crud('/ai/'),
        fields: { name: text() },
      }),
    ];
    const shop = menuGroups(withHistory, [], user(true), t).find((g) => g.section === 'shop')!;
    const authors = shop.entries.find((e) => e.path === '/shop/authors')!;
    expect(authors.alsoOn).toEqual(['/author-imports']);
    expect(isActiveEntry(authors, '/author-imports')).toBe(true);
    expect(isActiveEntry(authors, '/author-imports/3')).toBe(true);
    expect(isActiveEntry(authors, '/shop/authors')).toBe(true);
    expect(
      isActiveEntry(
        shop.entries.find((e) => e.path === '/shop/shipping-options')!,
        '/author-imports',
      ),
    ).toBe(false);
    // No entry of its own in any section.
    expect(menuGroups(withHistory, [], user(true), t).flatMap((g) => g.entries.map((e) => e.path))).not.toContain(
      '/author-imports',
    );
  });

  it('hides users (and so settings) from users who are not superusers', () => {
    expect(menuGroups(resources, [], user(false), t).map((g) => g.section)).toEqual(['shop']);
    expect(menuGroups(resources, [], null, t).map((g) => g.section)).toEqual(['shop']);
  });

  it('redirects a section prefix to its first screen', () => {
    expect(sectionRedirects(menuGroups(resources, [], user(true), t))).toEqual([
      { from: '/shop', to: '/shop/shipping-options' },
      { from: '/settings', to: '/settings/users' },
    ]);
  });

  it('does not redirect a prefix that is a screen itself (/subscriptions beside /subscriptions/payments)', () => {
    const nested = [
      defineResource({
        name: 'subscriptions',
        path: 'subscriptions',
        menu: 'subscriptions',
        icon: Icon,
        api: crud('/subscription'),
        fields: { name: text() },
      }),
      defineResource({
        name: 'payments',
        path: 'subscriptions/payments',
        menu: 'subscriptions',
        icon: Icon,
        api: crud('/payment'),
        fields: { name: text() },
      }),
    ];
    expect(sectionRedirects(menuGroups(nested, [], user(true), t))).toEqual([]);
  });

  it('knows its paths: the rest is the public 404', () => {
    const patterns = knownPathPatterns(resources, [{ path: '/profile', component: Icon }]);
    for (const path of [
      '/',
      '/profile',
      '/shop',
      '/shop/authors',
      '/shop/authors/3',
      '/shop/authors/create',
      '/settings/users/abc/show',
    ]) {
      expect(isKnownPath(path, patterns)).toBe(true);
    }
    for (const path of ['/nope', '/shop/nothing', '/profile/x', '/shopping']) {
      expect(isKnownPath(path, patterns)).toBe(false);
    }
  });

  it('marks the current entry on its own page and the pages under it', () => {
    expect(isActivePath('/shop/authors', '/shop/authors/3')).toBe(true);
    expect(isActivePath('/shop/authors', '/shop/authors-x')).toBe(false);
    expect(isActivePath('/', '/shop')).toBe(false);
  });

  it('bottom menu: up to four sections as buttons, the rest behind "More"', () => {
    const group = (section: string) => ({ section, entries: [] }) as never;
    const few = ['customers', 'shop', 'settings'].map(group);
    expect(splitBottomMenu(few)).toEqual({ buttons: few, more: [] });
    const all = ['customers', 'app', 'shop', 'subscriptions', 'customer_service', 'forms', 'settings'].map(group);
    const { buttons, more } = splitBottomMenu(all);
    expect(buttons).toHaveLength(3);
    expect(more).toHaveLength(4);
  });
});
