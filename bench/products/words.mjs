// What the benchmark's products are made of (products/seed.ts writes them; the loads of products.bench.mjs and
// search/run.ts ask for them): the words of their names, and the ISBN-13 of product number g.

/** Each product's name is three of these and its number. */
export const WORDS = [
  'אהבה',
  'חושך',
  'ים',
  'עיר',
  'לילה',
  'בית',
  'שיר',
  'אור',
  'זמן',
  'מלח',
  'אדמה',
  'רוח',
  'סיפור',
  'ספר',
  'ילדים',
  'מסע',
  'חלום',
  'גן',
  'שמש',
  'מדבר',
];

/** Product g's ISBN: 978, g in 9 digits, and the check digit (weights 1, 3, 1, 3...), as the seed writes it. */
export const isbnOf = (g) => {
  const d = `978${String(g).padStart(9, '0')}`;
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (sum % 10)) % 10);
};
