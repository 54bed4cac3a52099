import { describe, expect, it } from 'vitest';
import { isLiveListKey, liveListKeys } from './liveLists';

describe('liveListKeys', () => {
  it('gives the bespoke lists showing the records under the changed paths', () => {
    expect(liveListKeys(['/support', '/ecommerce/order'])).toEqual([
      ['support', 'list'],
      ['orders', 'customer'],
      ['orders', 'customer-figures'],
      ['orders', 'counts'],
    ]);
  });
  it('gives nothing for a path no bespoke list shows, even a name an object inherits', () => {
    expect(liveListKeys(['/authors', 'constructor', '/toString'])).toEqual([]);
  });
});

describe('isLiveListKey', () => {
  it("holds a bespoke list's queries by their key's prefix, not other queries of the same area", () => {
    expect(isLiveListKey(['support', 'list', { page: 1 }])).toBe(true);
    expect(isLiveListKey(['orders', 'counts'])).toBe(true);
    expect(isLiveListKey(['support', 'staff'])).toBe(false);
    expect(isLiveListKey(['orders'])).toBe(false);
  });
});
