// Demo pictures: a cover for each top category, the first products (a gallery of three for some) and each bundle, drawn
// here (gradients, no files shipped), stored like any upload, so lists show thumbnails and Settings → Files has files.
import { Readable } from 'node:stream';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { storeUpload } from '../../files/upload';
import { bundles, productCategories, products } from '../../db/schema/index';
import type { Storage } from '../../files/storage';
import type { Tx } from '../../db/client';
import type { DemoSeed } from './types';

const PALETTES = [
  ['#1d4e89', '#00b2ca'],
  ['#7d1538', '#f26a4f'],
  ['#27592d', '#a1c181'],
  ['#5b2a86', '#d4a5f9'],
  ['#8a5a00', '#f6c90e'],
  ['#1b3a4b', '#65a3b8'],
  ['#6b2737', '#e8aeb7'],
  ['#2d3142', '#bfc0c0'],
];
const MAX_BYTES = 10 * 1024 * 1024;
const PRODUCTS_WITH_COVERS = 40;
const log = { warn: (object: unknown, message?: string) => console.warn(message ?? '', object) };

/** A book-cover-like picture: a diagonal gradient with a band and a circle, different for each seed. */
export function cover(seed: number, width = 600, height = 900): Promise<Buffer> {
  const [from, to] = PALETTES[seed % PALETTES.length];
  const band = 200 + ((seed * 37) % 400);
  const circle = 120 + ((seed * 53) % 200);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="0" y="${band}" width="100%" height="90" fill="#ffffff" fill-opacity="0.25"/>
    <circle cx="${width - circle}" cy="${height - circle}" r="${circle / 1.5}" fill="#ffffff" fill-opacity="0.18"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Stores a drawn cover as an uploaded file and answers its path_key. */
export const storeCover = async (tx: Tx, storage: Storage, seed: number, name: string, dirPath: string) =>
  (
    await storeUpload(tx, storage, log, {
      stream: Readable.from([await cover(seed)]),
      filename: name,
      dirPath,
      tags: ['דמו'],
      isPublic: false,
      uploadedBy: null,
      maxBytes: MAX_BYTES,
    })
  ).pathKey;

export const mediaDemo: DemoSeed = {
  name: 'demo:media',
  async run(tx, { storage }) {
    const store = (seed: number, name: string, dirPath: string) => storeCover(tx, storage, seed, name, dirPath);

    const categories = await tx
      .select({ id: productCategories.id, slug: productCategories.slug })
      .from(productCategories)
      .where(isNull(productCategories.parent_id))
      .orderBy(asc(productCategories.id));
    for (const [i, category] of categories.entries()) {
      const image = await store(i, `${category.slug}.jpg`, 'shop/product-categories');
      await tx.update(productCategories).set({ image }).where(eq(productCategories.id, category.id));
    }
    // the newest: the first page of the products list, as it opens
    const first = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .orderBy(desc(products.id))
      .limit(PRODUCTS_WITH_COVERS);
    for (const [i, product] of first.entries()) {
      const pictures = i % 5 === 0 ? 3 : 1;
      const images: string[] = [];
      for (let n = 0; n < pictures; n += 1)
        images.push(await store(i * 3 + n + 11, `${product.slug}${n ? `-${n + 1}` : ''}.jpg`, 'shop/products'));
      await tx.update(products).set({ images }).where(eq(products.id, product.id));
    }
    // each bundle its own picture
    const boxes = await tx.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id));
    for (const [i, bundle] of boxes.entries()) {
      const image = await store(i * 7 + 200, `bundle-${bundle.id}.jpg`, 'shop/bundles');
      await tx.update(bundles).set({ image }).where(eq(bundles.id, bundle.id));
    }
  },
};
