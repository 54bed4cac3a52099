// The carousel's list of items: insert refuses a duplicate and an index outside 0..length,
// remove refuses an item that is not there. Errors carry the i18n key of their text.

export class CarouselItemsError extends Error {
  /** files.carousel.duplicate | insert_index | remove_missing */
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.name = 'CarouselItemsError';
    this.key = key;
  }
}

/** A new list with `item` at `index` (default: the end). */
export function insertItem<T extends { id: string }>(items: readonly T[], item: T, index = items.length): T[] {
  if (items.some((existing) => existing.id === item.id)) throw new CarouselItemsError('files.carousel.duplicate');
  if (!Number.isInteger(index) || index < 0 || index > items.length)
    throw new CarouselItemsError('files.carousel.insert_index');
  return [...items.slice(0, index), item, ...items.slice(index)];
}

/** A new list without the item of `id`. */
export function removeItem<T extends { id: string }>(items: readonly T[], id: string): T[] {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) throw new CarouselItemsError('files.carousel.remove_missing');
  return [...items.slice(0, index), ...items.slice(index + 1)];
}

/** The carousel's items a view: 4 by default, at most 2 under 991 px, 1 under 600 px. */
export function slidesPerView(width: number, preferred = 4): number {
  if (width < 600) return 1;
  if (width < 991) return Math.min(preferred, 2);
  return preferred;
}

/**
 * How each kind moves. The carousel shows a number of items a view; the slider, fixed-width slides with a gap that
 * loop. embla's duration is in its own units (about 10 per 100 ms): 30 for the carousel's longest animation, 35 for
 * the slider's speed.
 */
export const MOTION = {
  carousel: { autoplayMs: 4000, dragThreshold: 20, duration: 30, loop: false },
  slider: { autoplayMs: 5000, dragThreshold: 20, duration: 35, loop: true, slideWidth: 300, gap: '1rem' },
} as const;

export type CarouselKind = keyof typeof MOTION;
