import { describe, expect, it } from 'vitest';
import { lazyArray } from './lazyArray';

describe('lazyArray', () => {
  it('makes an item when it is first read, once', () => {
    const made: number[] = [];
    const list = lazyArray(100_000, (i) => {
      made.push(i);
      return { i };
    });
    expect(list.length).toBe(100_000);
    expect(Array.isArray(list)).toBe(true);
    expect(list[99_999]).toEqual({ i: 99_999 });
    expect(list[99_999]).toBe(list[99_999]);
    expect(list[100_000]).toBeUndefined();
    expect(made).toEqual([99_999]);
  });

  it('is a whole array to array methods, spreading and iteration', () => {
    const list = lazyArray(5, (i) => i * 10);
    expect(list.map((v) => v + 1)).toEqual([1, 11, 21, 31, 41]);
    expect(list.filter((v) => v > 15)).toEqual([20, 30, 40]);
    expect([...list.slice(1, 3)]).toEqual([10, 20]);
    expect([...list]).toEqual([0, 10, 20, 30, 40]);
    expect(list.indexOf(30)).toBe(3);
    expect(2 in list).toBe(true);
    expect(5 in list).toBe(false);
    expect(Object.getOwnPropertyDescriptor(list, '4')?.value).toBe(40);
    expect(JSON.stringify(list)).toBe('[0,10,20,30,40]');
  });

  it('keeps what is written into it', () => {
    const list = lazyArray(3, () => 'made');
    list[1] = 'written';
    expect([...list]).toEqual(['made', 'written', 'made']);
  });

  it('copies lazily: a copy reads its items from the original when they are first read, and writes stay its own', () => {
    let made = 0;
    const list = lazyArray(100_000, (i) => {
      made++;
      return { i };
    });
    const copy = list.slice();
    expect(made).toBe(0);
    expect(copy).toHaveLength(100_000);
    expect(copy[5]).toBe(list[5]);
    expect(made).toBe(1);
    copy[7] = { i: -7 };
    expect(list[7]).toEqual({ i: 7 });
    expect(list.slice(-3).map((item) => item.i)).toEqual([99_997, 99_998, 99_999]);
    expect(list.slice(2, 4).map((item) => item.i)).toEqual([2, 3]);
    expect(list.slice(5, 2)).toHaveLength(0);
    const changed = list.with(3, { i: 33 });
    expect(changed[3]).toEqual({ i: 33 });
    expect(changed[4]).toBe(list[4]);
    expect(list[3]).toEqual({ i: 3 });
    expect(list.with(-1, { i: -1 })[99_999]).toEqual({ i: -1 });
    expect(() => list.with(100_000, { i: 0 })).toThrow(RangeError);
    expect(made).toBe(8);
  });
});
