import { describe, expect, it } from 'vitest';
import { liveListKeys } from './liveLists';

describe('liveListKeys', () => {
  it('gives the bespoke lists showing the records under the changed paths', () => {
    expect(liveListKeys(['/support', '/ecommerce/order'])).toEqual([['support', 'list'], ['orders', 'customer'], ['orders', 'customer-figures'], ['orders', 'counts']]);
  });
  it('gives nothing for a path no bespoke list shows, even a name an object inherits', () => {
    expect(liveListKeys(['/authors', 'constructor', '/toString'])).toEqual([]);
  });
});
