import type { PRODUCT_KINDS } from '../../../../definitions/entities/products';
import type { Tx } from '../../db/client';
import type { DemoSeed } from './types';
import {
  authors,
  bundles,
  coupons,
  productCategories,
  products,
  promotions,
  subscriptionOptions,
} from '../../db/schema/index';

type Kind = keyof typeof PRODUCT_KINDS;

// [title, author, category slug, price in agorot, pages]; every book also comes as an e-book, some as audiobooks.
const BOOKS: Array<[string, string, string, number, number]> = [
  ['תמול שלשום', 'ש"י עגנון', 'klasikot', 9800, 620],
  ['סיפור פשוט', 'ש"י עגנון', 'klasikot', 7900, 280],
  ['אורח נטה ללון', 'ש"י עגנון', 'klasikot', 8900, 540],
  ['הכנסת כלה', 'ש"י עגנון', 'klasikot', 9200, 580],
  ['מעשה בחמישה בלונים', 'לאה גולדברג', 'kria-rishona', 4900, 32],
  ['דירה להשכיר', 'לאה גולדברג', 'kria-rishona', 5200, 28],
  ['והוא האור', 'לאה גולדברג', 'sifrut-ivrit', 6900, 210],
  ['מוקדם ומאוחר', 'לאה גולדברג', 'shira', 5900, 120],
  ['סיפור על אהבה וחושך', 'עמוס עוז', 'proza-achshavit', 11800, 600],
  ['מיכאל שלי', 'עמוס עוז', 'proza-achshavit', 7900, 240],
  ['לדעת אישה', 'עמוס עוז', 'proza-achshavit', 7900, 280],
  ['הבשורה על פי יהודה', 'עמוס עוז', 'proza-achshavit', 8900, 300],
  ['שירים 1948-1962', 'יהודה עמיחי', 'shira', 6900, 180],
  ['פתוח סגור פתוח', 'יהודה עמיחי', 'shira', 6400, 190],
  ['מי יתנני עוף', 'יהודה עמיחי', 'shira', 5900, 110],
  ['עיין ערך: אהבה', 'דוד גרוסמן', 'proza-achshavit', 9800, 460],
  ['אישה בורחת מבשורה', 'דוד גרוסמן', 'proza-achshavit', 10800, 650],
  ['סוס אחד נכנס לבר', 'דוד גרוסמן', 'proza-achshavit', 8800, 200],
  ['מישהו לרוץ איתו', 'דוד גרוסמן', 'noar', 7900, 330],
  ['איתמר מטפס על קירות', 'דוד גרוסמן', 'kria-rishona', 4900, 36],
  ['רומן רוסי', 'מאיר שלו', 'proza-achshavit', 9800, 400],
  ['עשו', 'מאיר שלו', 'proza-achshavit', 9400, 420],
  ['יונה ונער', 'מאיר שלו', 'proza-achshavit', 8800, 380],
  ['אבא עושה בושות', 'מאיר שלו', 'kria-rishona', 4900, 32],
  ['צינורות', 'אתגר קרת', 'proza-achshavit', 6900, 150],
  ["געגועיי לקיסינג'ר", 'אתגר קרת', 'proza-achshavit', 6900, 160],
  ['פתאום דפיקה בדלת', 'אתגר קרת', 'proza-achshavit', 7400, 190],
  ['ספיחים', 'רחל המשוררת', 'shira', 4900, 90],
  ['מנגד', 'רחל המשוררת', 'shira', 4900, 80],
  ['נבו', 'רחל המשוררת', 'shira', 4900, 70],
];

/** The bookshop's catalogue: books with their authors and categories, e-books, audiobooks, bundles and offers. */
type Named = Array<{ id: number; name: string }>;
type Slugged = Array<{ id: number; slug: string }>;

/** Each book in print, as an e-book and (every fourth) as an audiobook, then merchandise and an event ticket. */
function productRows(people: Named, cats: Slugged): Array<typeof products.$inferInsert> {
  const authorId = (name: string) => people.filter((a) => a.name === name).map((a) => a.id);
  const catIds = (...slugs: string[]) => cats.filter((c) => slugs.includes(c.slug)).map((c) => c.id);
  const rows: Array<typeof products.$inferInsert> = [];
  BOOKS.forEach(([name, author, category, price, pages], i) => {
    const base = {
      name,
      author_ids: authorId(author),
      publisher: i % 3 ? 'עם עובד' : 'כנרת זמורה',
      language: 'עברית',
      pages,
    };
    const n = String(i + 1).padStart(3, '0');
    rows.push({
      ...base,
      slug: `book-${n}`,
      sku: `BK-${n}`,
      kind: 'printed_book' as Kind,
      price,
      category_ids: catIds(category),
      stock_quantity: (i * 7) % 23,
      featured: i % 9 === 0,
      short_description: `${name} מאת ${author}.`,
      ...(i % 6 === 1
        ? { sale_price: price - 1000, sale_from: '2026-11-01T00:00:00+02:00', sale_to: '2026-12-31T23:59:00+02:00' }
        : {}),
    });
    rows.push({
      ...base,
      name: `${name} (ספר אלקטרוני)`,
      slug: `ebook-${n}`,
      sku: `EB-${n}`,
      kind: 'ebook' as Kind,
      price: Math.round((price * 0.5) / 100) * 100 - 10,
      category_ids: catIds(category, 'digital'),
      track_stock: false,
    });
    if (i % 4 === 0)
      rows.push({
        ...base,
        name: `${name} (ספר שמע)`,
        slug: `audio-${n}`,
        sku: `AU-${n}`,
        kind: 'audiobook' as Kind,
        price: Math.round((price * 0.6) / 100) * 100 - 10,
        category_ids: catIds('sifrei-shema'),
        track_stock: false,
      });
  });
  rows.push(
    {
      name: 'תיק בד "אוהבים לקרוא"',
      slug: 'tote-bag',
      sku: 'MR-001',
      kind: 'merchandise',
      price: 3900,
      stock_quantity: 40,
      weight_grams: 150,
    },
    {
      name: 'סימניות מעוצבות (5 יח׳)',
      slug: 'bookmarks',
      sku: 'MR-002',
      kind: 'merchandise',
      price: 1900,
      stock_quantity: 0,
      allow_backorder: true,
    },
    {
      name: 'ערב קריאה עם מאיר שלו',
      slug: 'evening-shalev',
      sku: 'EV-001',
      kind: 'event_ticket',
      price: 6000,
      stock_quantity: 80,
      author_ids: authorId('מאיר שלו'),
    },
  );
  return rows;
}

/** Three bundles of the books, one of them inactive. */
async function insertBundles(tx: Tx, made: Slugged): Promise<void> {
  const pid = (slug: string) => made.find((p) => p.slug === slug)!.id;
  await tx.insert(bundles).values([
    {
      name: 'מארז עגנון',
      description: 'ארבעה רומנים של עגנון במחיר מיוחד.',
      items: ['book-001', 'book-002', 'book-003', 'book-004'].map((s) => ({ product_id: pid(s), quantity: 1 })),
      product_ids: ['book-001', 'book-002', 'book-003', 'book-004'].map(pid),
      price: 29900,
    },
    {
      name: 'לקטנטנים: גולדברג ושלו',
      items: ['book-005', 'book-006', 'book-024'].map((s) => ({ product_id: pid(s), quantity: 1 })),
      product_ids: ['book-005', 'book-006', 'book-024'].map(pid),
      percent_off: 20,
    },
    {
      name: 'שירה עברית',
      items: ['book-013', 'book-014', 'book-028'].map((s) => ({ product_id: pid(s), quantity: 1 })),
      product_ids: ['book-013', 'book-014', 'book-028'].map(pid),
      percent_off: 15,
      is_active: false,
    },
  ]);
}

/** The subscription plans: the digital library by month or year, and the readers' club. */
async function insertSubscriptionOptions(tx: Tx): Promise<void> {
  await tx.insert(subscriptionOptions).values([
    {
      name: 'ספרייה דיגיטלית חודשית',
      description: 'קריאה והאזנה ללא הגבלה באפליקציה.',
      billing_period: 'month',
      price: 3990,
      trial_days: 14,
      benefits: ['library'],
    },
    {
      name: 'ספרייה דיגיטלית שנתית',
      description: 'שנה של קריאה, חודשיים מתנה.',
      billing_period: 'year',
      price: 39900,
      trial_days: 14,
      benefits: ['library', 'newsletter'],
    },
    {
      name: 'מועדון הקוראים',
      description: '10% הנחה על כל ספר, הזמנות לאירועים ועלון חודשי.',
      billing_period: 'year',
      price: 9900,
      benefits: ['discounts', 'events', 'newsletter'],
    },
  ]);
}

/** The promotions (a seasonal discount, free shipping, 2+1 on children's books) and the coupons, one of a promotion. */
async function insertPromotionsAndCoupons(tx: Tx, cats: Slugged): Promise<void> {
  const catIds = (...slugs: string[]) => cats.filter((c) => slugs.includes(c.slug)).map((c) => c.id);
  const [summer] = await tx
    .insert(promotions)
    .values([
      {
        name: 'מבצע חורף: 15% על ספרות עברית',
        kind: 'percent_off',
        value: 15,
        applies_to: 'categories',
        category_ids: catIds('sifrut-ivrit', 'klasikot', 'proza-achshavit'),
        starts_at: '2026-12-01T00:00:00+02:00',
        ends_at: '2027-01-31T23:59:00+02:00',
        priority: 10,
      },
      {
        name: 'משלוח חינם מעל 200 ₪',
        kind: 'free_shipping',
        applies_to: 'order',
        min_order: 20000,
        priority: 5,
        stackable: true,
      },
      {
        name: '2+1 על ספרי ילדים',
        kind: 'buy_x_get_y',
        buy_quantity: 2,
        get_quantity: 1,
        applies_to: 'categories',
        category_ids: catIds('sifrei-yeladim', 'kria-rishona', 'noar'),
        priority: 8,
      },
    ])
    .returning({ id: promotions.id });
  await tx.insert(coupons).values([
    {
      code: 'WELCOME10',
      campaign: 'ברוכים הבאים',
      discount_kind: 'percent_off',
      discount_value: 10,
      per_customer_limit: 1,
      used_count: 37,
    },
    {
      code: 'BOOKWEEK',
      campaign: 'שבוע הספר',
      discount_kind: 'amount_off',
      discount_value: 2500,
      min_order: 15000,
      usage_limit: 500,
      used_count: 212,
      expires_at: '2026-06-30T23:59:00+03:00',
      is_active: false,
    },
    { code: 'WINTER26', campaign: 'חורף', promotion_id: summer!.id, usage_limit: 1000, used_count: 4 },
    { code: 'SHIPFREE', discount_kind: 'free_shipping', used_count: 0 },
  ]);
}

export const shopDemo: DemoSeed = {
  name: 'demo:shop',
  async run(tx) {
    const people = await tx.select({ id: authors.id, name: authors.name }).from(authors);
    const cats = await tx.select({ id: productCategories.id, slug: productCategories.slug }).from(productCategories);
    const made = await tx
      .insert(products)
      .values(productRows(people, cats))
      .returning({ id: products.id, slug: products.slug });
    await insertBundles(tx, made);
    await insertSubscriptionOptions(tx);
    await insertPromotionsAndCoupons(tx, cats);
  },
};
