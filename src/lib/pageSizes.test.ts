import { afterEach, describe, expect, it, vi } from 'vitest';
import bundles from '../resources/bundles';
import products from '../resources/products';
import promotions from '../resources/promotions';
import { http } from '../dataProvider/http';
import { dealsApi } from '../screens/deals/api';
import { PAGE_SIZE_CHOICES, PAGE_SIZES } from './pageSizes';

describe('page sizes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows products, promotions and bundles twenty rows at a time', () => {
    for (const resource of [products, promotions, bundles]) expect(resource.config.listOptions?.perPage).toBe(20);
  });

  it('asks for persons a hundred at a time and offers every size in the pager', () => {
    expect(PAGE_SIZES.persons).toBe(100);
    for (const size of Object.values(PAGE_SIZES)) expect(PAGE_SIZE_CHOICES).toContain(size);
  });

  it("fetches a pipeline's stages and tags fifty at a time", async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ items: [], total: 0 } as never);
    await dealsApi.stages(1);
    await dealsApi.tags(1);
    expect(get.mock.calls.map(([, options]) => (options as { query: { limit: number } }).query.limit)).toEqual([
      50, 50,
    ]);
  });
});
