/** The index an array property name stands for, or -1. */
function indexOf(property: string | symbol, length: number): number {
  if (typeof property !== 'string') return -1;
  const first = property.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(property);
  return Number.isInteger(index) && index < length ? index : -1;
}

/** A slice bound as Array.prototype.slice reads it: negative from the end, clamped to the array. */
function relativeIndex(value: number | undefined, length: number, absent: number): number {
  if (value === undefined) return absent;
  const index = Math.trunc(value) || 0;
  return index < 0 ? Math.max(0, length + index) : Math.min(index, length);
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
  /**
   * Copies (an edit's new rows start as one: `slice()`, or `with` one row changed) are lazy too: their items
   * are read from this array when first read, so copying 100,000 rows does not make them all at once.
   */
  const copies = {
    slice: (start?: number, end?: number): T[] => {
      const from = relativeIndex(start, items.length, 0);
      const to = relativeIndex(end, items.length, items.length);
      return lazyArray(Math.max(0, to - from), (index) => read(from + index));
    },
    with: (at: number, value: T): T[] => {
      const index = at < 0 ? items.length + Math.trunc(at) : Math.trunc(at);
      if (!(index >= 0 && index < items.length)) throw new RangeError(`Invalid index : ${at}`);
      return lazyArray(items.length, (i) => (i === index ? value : read(i)));
    },
  };
  return new Proxy(items, {
    get(target, property, receiver) {
      const index = indexOf(property, target.length);
      if (index >= 0) return read(index);
      return property === 'slice' || property === 'with' ? copies[property] : Reflect.get(target, property, receiver);
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
