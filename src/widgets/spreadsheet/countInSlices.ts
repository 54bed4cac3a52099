/** Work done per slice before yielding to the browser, in milliseconds. */
const SLICE_MS = 8;

export interface Counting {
  cancel: () => void;
}

/**
 * Counts the items that pass `test` a few milliseconds at a time, yielding to the browser between slices
 * (a long list never blocks the page), and calls `done` with the count. The first slice runs at once.
 */
export function countInSlices<T>(
  items: readonly T[],
  test: (item: T) => boolean,
  done: (count: number) => void,
): Counting {
  let index = 0;
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    while (index < items.length) {
      if (test(items[index++])) count++;
      // Look at the clock only every 256 items: reading it costs more than testing a row.
      if ((index & 255) === 0 && performance.now() >= until) break;
    }
    if (index < items.length) timer = setTimeout(slice, 0);
    else done(count);
  };
  slice();
  return { cancel: () => clearTimeout(timer) };
}
