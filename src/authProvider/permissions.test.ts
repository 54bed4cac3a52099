import { describe, expect, it } from 'vitest';
import { crud } from '../dataProvider/endpoints';
import { defineResource } from '../engine/defineResource';
import { text } from '../engine/fields';
import { menuGroups } from '../layout/menuGroups';
import type { AppRoute } from '../routes';
import { actionOf, can, canScreen } from './permissions';
import type { CurrentUser } from './types';

const Icon = () => null;
const staff = (permissions?: CurrentUser['permissions'], is_superuser = false): CurrentUser => ({
  id: 'u',
  email: 'a@b.c',
  first_name: '',
  last_name: '',
  is_active: true,
  is_superuser,
  permissions,
});
const sales = staff({
  resources: { coupon: ['list', 'read', 'create'], pipeline: ['list', 'read'] },
  screens: ['deals'],
});

describe('what a role lets a user do in the admin', () => {
  it('grants what the roles list, everything to superusers and `*`, and leaves a server without roles to decide', () => {
    expect(can(sales, 'coupon', 'create')).toBe(true);
    expect(can(sales, 'coupon', 'delete')).toBe(false);
    expect(can(sales, 'author', 'list')).toBe(false);
    expect(canScreen(sales, 'deals')).toBe(true);
    expect(canScreen(sales, 'support')).toBe(false);
    expect(can(staff({ resources: { '*': ['list'] }, screens: ['*'] }), 'author', 'list')).toBe(true);
    expect(canScreen(staff({ resources: {}, screens: ['*'] }), 'support')).toBe(true);
    expect(can(staff({ resources: {}, screens: [] }, true), 'author', 'delete')).toBe(true);
    expect(can(staff(undefined), 'author', 'delete')).toBe(true);
  });

  it("reads react-admin's actions in the server's words", () => {
    expect(['list', 'show', 'edit', 'create', 'clone', 'delete', 'export', 'import'].map(actionOf)).toEqual([
      'list',
      'read',
      'update',
      'create',
      'create',
      'delete',
      'export',
      'import',
    ]);
  });

  it('shows a sales user no settings: what they may only read there stays off the menu', () => {
    const resources = [
      defineResource({
        name: 'coupons',
        path: 'shop/coupons',
        menu: 'shop',
        icon: Icon,
        api: crud('/c'),
        fields: { name: text() },
        permission: 'coupon',
      }),
      defineResource({
        name: 'authors',
        path: 'shop/authors',
        menu: 'shop',
        icon: Icon,
        api: crud('/a'),
        fields: { name: text() },
        permission: 'author',
      }),
      defineResource({
        name: 'pipelines',
        path: 'settings/pipelines',
        menu: 'settings',
        icon: Icon,
        api: crud('/p'),
        fields: { name: text() },
        permission: 'pipeline',
        access: (u) => can(u, 'pipeline', 'update'),
      }),
    ];
    const routes: AppRoute[] = [
      {
        path: '/deals',
        component: Icon,
        menu: { section: 'customers', label: 'deals', icon: Icon },
        access: (u) => canScreen(u, 'deals'),
      },
      {
        path: '/support',
        component: Icon,
        menu: { section: 'customer_service', label: 'support', icon: Icon },
        access: (u) => canScreen(u, 'support'),
      },
    ];
    const groups = menuGroups(resources, routes, sales, (key) => key);
    expect(groups.map((g) => [g.section, g.entries.map((e) => e.path)])).toEqual([
      ['customers', ['/deals']],
      ['shop', ['/shop/coupons']],
    ]);
    expect(resources[0].allows!(sales, 'create')).toBe(true);
    expect(resources[0].allows!(sales, 'delete')).toBe(false);
    expect(menuGroups(resources, routes, staff(undefined, true), (key) => key).map((g) => g.section)).toEqual([
      'customers',
      'shop',
      'customer_service',
      'settings',
    ]);
  });
});
