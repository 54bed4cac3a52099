/**
 * react-data-grid 7 beta calls the ES2025 iterator helpers `map` and `toArray` on generators. Browsers
 * before Chrome 122, Firefox 131 and Safari 18.4 (and Node before 22, which runs the tests) lack them,
 * so the two are added to the shared iterator prototype when missing. Nothing else is touched.
 */
interface HelperIterator<T> extends Iterator<T> {
  map?: <U>(fn: (value: T, index: number) => U) => Iterator<U>;
  toArray?: () => T[];
}

const iteratorPrototype = Object.getPrototypeOf(
  Object.getPrototypeOf([][Symbol.iterator]()),
) as HelperIterator<unknown>;

function* mapIterator<T, U>(this: Iterable<T>, fn: (value: T, index: number) => U): Generator<U> {
  let index = 0;
  for (const value of this) yield fn(value, index++);
}

function toArray<T>(this: Iterable<T>): T[] {
  return Array.from(this);
}

const define = (name: 'map' | 'toArray', fn: unknown) => {
  if (typeof iteratorPrototype[name] !== 'function') {
    Object.defineProperty(iteratorPrototype, name, {
      value: fn,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
};

define('map', mapIterator);
define('toArray', toArray);
