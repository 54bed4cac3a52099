import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../authProvider/types';
import type { MenuGroup } from '../menuGroups';
import customers from '../../resources/customers';
import productCategoriesDefinition from '../../../definitions/entities/product-categories';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import users from '../../resources/users';
import { matchingScreens, recordPath, screenItems, searchableResources } from './paletteItems';

const productCategories = resourceFromDefinition(productCategoriesDefinition);

const translate = (key: string, options?: Record<string, unknown>) =>
  key === 'ra.action.create_item' ? `Create ${String(options?.item)}` : String(options?._ ?? key);
const groups: MenuGroup[] = [
  {
    section: 'customers',
    entries: [
      { path: '/customers', alsoOn: [], label: 'לקוחות', icon: () => null, order: 1 },
      { path: '/deals', alsoOn: [], label: 'עסקאות', icon: () => null, order: 2 },
    ],
  },
];
const staff = { id: 'u1', is_superuser: false } as CurrentUser;

describe('command palette items', () => {
  it('offers the menu screens and the "create" action of each list the user may use', () => {
    const items = screenItems(groups, [customers, productCategories, users], staff, translate);
    expect(items.filter((i) => i.kind === 'screen').map((i) => i.path)).toEqual(['/customers', '/deals']);
    expect(items.filter((i) => i.kind === 'action').map((i) => i.path)).toEqual([
      '/customers/create',
      '/shop/product-categories/create',
    ]);
  });

  it('names each screen with its menu section, and finds it by the two together (two screens called "Categories")', () => {
    const sectioned = (key: string, options?: Record<string, unknown>) =>
      key.startsWith('app.menu.sections.') ? (key.slice(-4) === 'shop' ? 'חנות' : 'אפליקציה') : translate(key, options);
    const twoCategories: MenuGroup[] = [
      {
        section: 'app',
        entries: [{ path: '/app/categories', alsoOn: [], label: 'קטגוריות', icon: () => null, order: 1 }],
      },
      {
        section: 'shop',
        entries: [{ path: '/shop/product-categories', alsoOn: [], label: 'קטגוריות', icon: () => null, order: 1 }],
      },
    ];
    const items = screenItems(twoCategories, [], staff, sectioned);
    expect(items.map((i) => i.detail)).toEqual(['אפליקציה', 'חנות']);
    expect(matchingScreens(items, 'קטגוריות חנות').map((i) => i.path)).toEqual(['/shop/product-categories']);
    expect(matchingScreens(items, 'קטגוריות')).toHaveLength(2);
  });

  it('matches screens the Hebrew-aware way, final letters and the other keyboard layout included', () => {
    const items = screenItems(groups, [], staff, translate);
    expect(matchingScreens(items, 'לקוחות').map((i) => i.path)).toEqual(['/customers']);
    expect(matchingScreens(items, 'kreuu')).toEqual([]);
    expect(matchingScreens(items, 'gxe').map((i) => i.path)).toEqual(['/deals']);
    expect(matchingScreens(items, '   ')).toEqual([]);
  });

  it('searches only lists with a server search and a page, open to the user, and opens records on their page', () => {
    const names = searchableResources([customers, productCategories, users], staff).map((r) => r.name);
    expect(names).toContain('customers');
    expect(names).not.toContain('users');
    expect(recordPath(customers, 12)).toBe('/customers/12');
  });
});
