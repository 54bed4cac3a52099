import { describe, expect, it } from 'vitest';
import {
  can,
  crudAction,
  crudNeed,
  entityNeed,
  EVERYTHING,
  mergeGrants,
  NOTHING,
  PERSON_MERGE,
  routeNeed,
} from './permissions';

describe('can', () => {
  const sales = mergeGrants([{ permissions: { person: ['list', 'read'], order: ['list'] }, screens: ['deals'] }]);

  it('grants an action on a resource only where a role gives it', () => {
    expect(can(sales, { resource: 'person', action: 'read' })).toBe(true);
    expect(can(sales, { resource: 'person', action: 'delete' })).toBe(false);
    expect(can(sales, { resource: 'product', action: 'list' })).toBe(false);
    expect(can(sales, { screen: 'deals' })).toBe(true);
    expect(can(sales, { screen: 'support' })).toBe(false);
  });

  it('`*` is every resource, or every screen; a signed-in need is met by anyone', () => {
    const readOnly = mergeGrants([{ permissions: { '*': ['list', 'read'] }, screens: [] }]);
    expect(can(readOnly, { resource: 'anything', action: 'list' })).toBe(true);
    expect(can(readOnly, { resource: 'anything', action: 'create' })).toBe(false);
    expect(can(EVERYTHING, { screen: 'charging' })).toBe(true);
    expect(can(NOTHING, 'signed-in')).toBe(true);
    expect(can(NOTHING, { resource: 'person', action: 'list' })).toBe(false);
  });

  it('merges roles as a union, in the catalogue order, dropping unknown actions', () => {
    const merged = mergeGrants([
      { permissions: { person: ['update', 'list'] }, screens: ['deals'] },
      { permissions: { person: ['list', 'delete', 'fly'], order: ['read'] }, screens: ['support', 'deals'] },
    ]);
    expect(merged).toEqual({
      resources: { person: ['list', 'update', 'delete'], order: ['read'] },
      screens: ['deals', 'support'],
    });
  });
});

describe('what a route needs', () => {
  it('bespoke areas: the action from the method, one by one where it is not', () => {
    expect(routeNeed('GET', '/api/person')).toEqual({ resource: 'person', action: 'list' });
    expect(routeNeed('GET', '/api/person/:id')).toEqual({ resource: 'person', action: 'read' });
    expect(routeNeed('PUT', '/api/person/:id')).toEqual({ resource: 'person', action: 'update' });
    expect(routeNeed('POST', '/api/person/:id/merge')).toEqual(PERSON_MERGE);
    expect(routeNeed('POST', '/api/person/import')).toEqual({ resource: 'person', action: 'import' });
    expect(routeNeed('GET', '/api/ecommerce/orders')).toEqual({ resource: 'order', action: 'list' });
    expect(routeNeed('POST', '/api/support/:id/reply')).toEqual({ screen: 'support' });
    expect(routeNeed('POST', '/api/newsletter/campaigns/:id/send')).toEqual({ screen: 'newsletter_send' });
    expect(routeNeed('GET', '/api/newsletter/campaigns/:id/stats')).toEqual({ resource: 'newsletter', action: 'read' });
    expect(routeNeed('GET', '/api/users/me')).toBe('signed-in');
    // a prefix is a whole segment: /api/personal is not /api/person
    expect(routeNeed('GET', '/api/personal')).toBeUndefined();
    expect(routeNeed('GET', '/api/users')).toBeUndefined();
  });

  it('factory routes: reading what a listed record points at is open to whoever may list that record', () => {
    const service = mergeGrants([{ permissions: { product: ['list', 'read'] }, screens: [] }]);
    const authorsList = entityNeed('author', 'list', ['product', 'library_item']);
    expect(authorsList).toEqual({
      anyOf: [
        { resource: 'author', action: 'list' },
        { resource: 'product', action: 'list' },
        { resource: 'library_item', action: 'list' },
      ],
    });
    expect(can(service, authorsList)).toBe(true);
    expect(can(service, entityNeed('author', 'read', ['product']))).toBe(true);
    // writing stays the entity's own; nothing points at it: only its own grant
    expect(entityNeed('author', 'create', ['product'])).toEqual({ resource: 'author', action: 'create' });
    expect(can(service, entityNeed('author', 'update', ['product']))).toBe(false);
    expect(can(service, entityNeed('coupon', 'list', []))).toBe(false);
    expect(can(NOTHING, authorsList)).toBe(false);
  });

  it('a merge needs the update of the kept person and the delete of the duplicate', () => {
    const service = mergeGrants([{ permissions: { person: ['list', 'read', 'update'] }, screens: [] }]);
    expect(can(service, PERSON_MERGE)).toBe(false);
    expect(can(mergeGrants([{ permissions: { person: ['update', 'delete'] }, screens: [] }]), PERSON_MERGE)).toBe(true);
  });

  it('the staff list: the users right or a screen that assigns staff, not only signed in', () => {
    const owners = routeNeed('GET', '/api/pipeline/owners')!;
    expect(can(NOTHING, owners)).toBe(false);
    expect(can(mergeGrants([{ permissions: {}, screens: ['support'] }]), owners)).toBe(true);
    expect(can(mergeGrants([{ permissions: { user: ['list'] }, screens: [] }]), owners)).toBe(true);
  });

  it('factory routes: a reference right reaches the list and one record, not the history or the deleted bin', () => {
    const sales = mergeGrants([{ permissions: { product: ['list', 'read'] }, screens: [] }]);
    expect(can(sales, crudNeed('author', 'GET', '', ['product']))).toBe(true);
    expect(can(sales, crudNeed('author', 'GET', '/:id', ['product']))).toBe(true);
    expect(can(sales, crudNeed('author', 'GET', '/deleted', ['product']))).toBe(false);
    expect(can(sales, crudNeed('author', 'GET', '/:id/changes', ['product']))).toBe(false);
    const editor = mergeGrants([{ permissions: { author: ['list', 'read'] }, screens: [] }]);
    expect(can(editor, crudNeed('author', 'GET', '/deleted', ['product']))).toBe(true);
  });

  it("factory routes: the action of the route's kind", () => {
    expect(crudAction('GET', '')).toBe('list');
    expect(crudAction('GET', 's')).toBe('list');
    expect(crudAction('POST', '')).toBe('create');
    expect(crudAction('GET', '/:id')).toBe('read');
    expect(crudAction('PUT', '/:id')).toBe('update');
    expect(crudAction('DELETE', '/:id')).toBe('delete');
    expect(crudAction('POST', '/bulk/delete')).toBe('delete');
    expect(crudAction('POST', '/bulk/update')).toBe('update');
    expect(crudAction('POST', '/bulk/refs')).toBe('update');
    expect(crudAction('POST', '/import')).toBe('import');
    expect(crudAction('GET', '/imports/:id')).toBe('import');
    expect(crudAction('GET', '/:id/changes')).toBe('read');
    expect(crudAction('POST', '/:id/changes/:entry/revert')).toBe('update');
    expect(crudAction('GET', '/deleted')).toBe('read');
    expect(crudAction('POST', '/deleted/:entry/restore')).toBe('create');
  });
});
