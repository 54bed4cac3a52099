import { describe, expect, it } from 'vitest';
import { crud, entityApi } from '../../dataProvider/endpoints';
import type { AppResource } from '../resourceTypes';
import { changedResources } from './changedResources';

const resource = (routeName: string, api: AppResource['api']) => ({ routeName, api }) as AppResource;

describe('changed resources', () => {
  const resources = [
    resource('customers', crud('/person')),
    resource('shop/authors', entityApi('/authors/')),
    resource('shop/product-categories', entityApi('/ecommerce/product_category')),
    resource('reports', crud('/reports', { one: false })),
  ];

  it("names the resources whose records live under the server's paths, slashes aside", () => {
    expect(changedResources(resources, ['/authors', '/person'])).toEqual(['customers', 'shop/authors']);
    expect(changedResources(resources, ['ecommerce/product_category/'])).toEqual(['shop/product-categories']);
  });

  it('names none for paths no resource reads, or a resource without a record path', () => {
    expect(changedResources(resources, ['/orders', '/reports'])).toEqual([]);
  });
});
