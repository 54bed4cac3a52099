/** The index an array property name stands for, or -1. */
function indexOf(property: string | symbol, length: number): number {
  if (typeof property !== 'string') return -1;
  const first = property.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(property);
  return Number.isInteger(index) && index < length ? index : -1;
}

/**
 * An array of `length` items, each made by `make` the first time it is read and kept from then on. It is
 * a real array to its readers (indexes, length, every array method, Array.isArray), so a list of 100,000
 * rows can be handed to a grid that reads only the ones on screen.
 */
export function lazyArray<T>(length: number, make: (index: number) => T): T[] {
  const items: T[] = new Array<T>(length);
  const read = (index: number): T => {
    if (!(index in items)) items[index] = make(index);
    return items[index];
  };
  return new Proxy(items, {
    get(target, property, receiver) {
      const index = indexOf(property, target.length);
      return index >= 0 ? read(index) : Reflect.get(target, property, receiver);
    },
    // Array methods skip the holes of a sparse array: every index in range is there.
    has(target, property) {
      return indexOf(property, target.length) >= 0 || Reflect.has(target, property);
    },
    getOwnPropertyDescriptor(target, property) {
      const index = indexOf(property, target.length);
      if (index >= 0) read(index);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
  });
}
