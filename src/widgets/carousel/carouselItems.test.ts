import { describe, expect, it } from 'vitest';
import he from '../../i18n/he/files';
import en from '../../i18n/en/files';
import { CarouselItemsError, insertItem, MOTION, removeItem, slidesPerView } from './carouselItems';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as CarouselItemsError).key;
  }
  return undefined;
};

describe('carousel items', () => {
  it('inserts at an index within 0..length', () => {
    expect(insertItem([a, c], b, 1)).toEqual([a, b, c]);
    expect(insertItem([a], b)).toEqual([a, b]);
    expect(insertItem([], a, 0)).toEqual([a]);
  });

  it('refuses a duplicate and an index out of range, with the catalogue texts', () => {
    expect(keyOf(() => insertItem([a], { id: 'a' }))).toBe('files.carousel.duplicate');
    expect(keyOf(() => insertItem([a], b, 2))).toBe('files.carousel.insert_index');
    expect(keyOf(() => insertItem([a], b, -1))).toBe('files.carousel.insert_index');
    expect(keyOf(() => insertItem([a], b, 0.5))).toBe('files.carousel.insert_index');
    expect(en.files.carousel.insert_index).toBe('Unable to insert at this index');
    expect(en.files.carousel.remove_missing).toBe("Item to remove doesn't exist");
    expect(he.files.carousel.insert_index).not.toBe('');
  });

  it('removes an item that is there and refuses one that is not', () => {
    expect(removeItem([a, b, c], 'b')).toEqual([a, c]);
    expect(keyOf(() => removeItem([a], 'x'))).toBe('files.carousel.remove_missing');
  });

  it('shows 4 items, 2 under 991 px and 1 under 600 px', () => {
    expect(slidesPerView(1200)).toBe(4);
    expect(slidesPerView(990)).toBe(2);
    expect(slidesPerView(599)).toBe(1);
    expect(slidesPerView(800, 1)).toBe(1);
  });
});

describe('motion', () => {
  it('moves the carousel and the slider as the product specifies', () => {
    expect(MOTION.carousel).toMatchObject({ autoplayMs: 4000, dragThreshold: 20, loop: false });
    // speed 350 ms (embla's 35), threshold 20, autoplay 5000 ms, slide width 300, gap 1rem, loop on
    expect(MOTION.slider).toEqual({
      autoplayMs: 5000,
      dragThreshold: 20,
      duration: 35,
      loop: true,
      slideWidth: 300,
      gap: '1rem',
    });
  });
});
