// The library app's demo catalogue: categories (four on the home screen), about 40 items over the demo authors (most
// published, some drafts, free, for subscribers or bought), two collections, three adverts, and readers: a dozen
// demo customers with items in their library (bought, by subscription or as a gift) and how far they are in most.
import { and, asc, eq } from 'drizzle-orm';
import {
  adverts,
  authors,
  libraryCategories,
  libraryCollections,
  libraryItems,
  libraryLinks,
  libraryProgress,
  people,
  products,
  subscriptionOptions,
  users,
} from '../../db/schema/index';
import { storeCover } from './media';
import type { DemoSeed } from './types';

const CATEGORIES = [
  { name: 'ספרות עברית', slug: 'lib-sifrut-ivrit', featured: true },
  { name: 'ספרי שמע', slug: 'lib-shema', featured: true },
  { name: 'ילדים ונוער', slug: 'lib-yeladim', featured: true },
  { name: 'עיון ומאמרים', slug: 'lib-iyun', featured: true },
  { name: 'שירה', slug: 'lib-shira', featured: false },
  { name: 'הרצאות וידאו', slug: 'lib-video', featured: false },
];
const TITLES = [
  'בין הגלים',
  'הבית ברחוב הרימון',
  'אור אחרון בכנרת',
  'מכתבים מירושלים',
  'הגן הסודי של סבתא',
  'שבע פעמים ים',
  'הדרך לעין גדי',
  'שירי ערש חדשים',
  'הילדה מהקומה השלישית',
  'סיפורי הנגב',
  'קפה של בוקר',
  'מסע אל הצפון',
  'ספר הזיכרונות',
  'חלונות פתוחים',
  'הנמל הישן',
  'ציפורים בחורף',
];
const KINDS = ['ebook', 'audiobook', 'ebook', 'pdf', 'article', 'video'] as const;

export const libraryDemo: DemoSeed = {
  name: 'demo:library',
  async run(tx, { storage }) {
    const categories = await tx
      .insert(libraryCategories)
      .values(CATEGORIES.map((c, i) => ({ ...c, sort_order: i })))
      .returning();
    const writers = await tx.select({ id: authors.id }).from(authors).orderBy(asc(authors.id));
    const [option] = await tx
      .select({ id: subscriptionOptions.id })
      .from(subscriptionOptions)
      .orderBy(asc(subscriptionOptions.id))
      .limit(1);
    const ebooks = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'ebook'))
      .orderBy(asc(products.id))
      .limit(10);
    const rows = Array.from({ length: 40 }, (_, i) => {
      const kind = KINDS[i % KINDS.length];
      const category =
        kind === 'audiobook'
          ? categories[1]
          : kind === 'video'
            ? categories[5]
            : kind === 'article'
              ? categories[3]
              : categories[i % 3 === 0 ? 2 : i % 7 === 0 ? 4 : 0];
      const access = i % 5 === 0 && ebooks.length ? 'purchase' : i % 3 === 0 && option ? 'subscription' : 'free';
      return {
        title: `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ` ${Math.floor(i / TITLES.length) + 1}` : ''}`,
        kind,
        author_ids: writers.length ? [writers[i % writers.length].id] : [],
        category_ids: [category.id],
        tags: i % 4 === 0 ? ['חדש'] : [],
        description: '<p>ספר מתוך הספרייה הדיגיטלית.</p>',
        pages: kind === 'ebook' || kind === 'pdf' ? 120 + ((i * 37) % 300) : null,
        duration_minutes: kind === 'audiobook' || kind === 'video' ? 30 + ((i * 53) % 500) : null,
        published_on: `20${20 + (i % 7)}-0${1 + (i % 9)}-1${i % 9}`,
        access: access as 'free' | 'subscription' | 'purchase',
        subscription_option_id: access === 'subscription' ? option!.id : null,
        product_id: access === 'purchase' ? ebooks[i % ebooks.length].id : null,
        status: (i % 8 === 7 ? 'draft' : 'published') as 'draft' | 'published',
        featured: i % 6 === 0,
        home_order: i % 10,
      };
    });
    for (const [i, row] of rows.entries())
      Object.assign(row, { cover: await storeCover(tx, storage, i + 3, `library-${i + 1}.jpg`, 'app/covers') });
    const items = await tx.insert(libraryItems).values(rows).returning({ id: libraryItems.id });
    await tx.insert(libraryCollections).values([
      {
        name: 'מומלצי הקיץ',
        description: 'קריאה קלה לחופשה',
        item_ids: items.slice(0, 8).map((i) => i.id),
        sort_order: 0,
      },
      {
        name: 'להאזנה בדרכים',
        description: 'ספרי שמע נבחרים',
        item_ids: items.filter((_, i) => KINDS[i % KINDS.length] === 'audiobook').map((i) => i.id),
        sort_order: 1,
      },
    ]);
    await tx.insert(adverts).values([
      {
        title: 'חודש הקריאה: 30 יום חינם',
        target_kind: 'url',
        target_url: 'https://example.com/reading-month',
        placement: 'home_top',
        starts_at: '2026-01-01T00:00:00+02:00',
        ends_at: '2026-12-31T23:59:00+02:00',
        impressions: 12840,
        clicks: 644,
      },
      {
        title: 'ספרי השמע החדשים',
        target_kind: 'category',
        target_category_id: categories[1].id,
        placement: 'between_rows',
        impressions: 5210,
        clicks: 188,
      },
      {
        title: 'הספר של החודש',
        target_kind: 'item',
        target_item_id: items[0].id,
        placement: 'item_page',
        is_active: false,
        impressions: 930,
        clicks: 41,
      },
    ]);

    // readers: each of the first twelve customers has two to five items; most have opened them
    const readers = await tx.select({ id: people.id }).from(people).orderBy(asc(people.id)).limit(12);
    // a grant is always made by a staff member (the grant route records who), so the demo's name theirs too
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), eq(users.isReader, false)))
      .orderBy(asc(users.createdAt));
    const reasons = ['bought', 'subscription', 'gift'] as const;
    const day = 24 * 60 * 60 * 1000;
    const links: (typeof libraryLinks.$inferInsert)[] = [];
    const progress: (typeof libraryProgress.$inferInsert)[] = [];
    for (const [r, reader] of readers.entries()) {
      for (let k = 0; k < 2 + (r % 4); k++) {
        const item =
          items[(r * 3 + k * 7) % 8 === 7 ? (r * 3 + k * 7 + 1) % items.length : (r * 3 + k * 7) % items.length];
        if (links.some((l) => l.personId === reader.id && l.itemId === item.id)) continue;
        links.push({
          personId: reader.id,
          itemId: item.id,
          reason: reasons[(r + k) % 3],
          grantedAt: new Date(Date.now() - (90 - r * 5 - k) * day),
          grantedBy: staff.length ? staff[(r + k) % staff.length].id : null,
        });
        if ((r + k) % 4 !== 3)
          progress.push({
            personId: reader.id,
            itemId: item.id,
            percent: [100, 15, 62, 38, 100, 81, 5][(r + k) % 7],
            readAt: new Date(Date.now() - ((r * 7 + k * 11) % 60) * day),
          });
      }
    }
    if (links.length) await tx.insert(libraryLinks).values(links);
    if (progress.length) await tx.insert(libraryProgress).values(progress);
  },
};
