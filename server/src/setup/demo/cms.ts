import { eq } from 'drizzle-orm';
import { publishPage } from '../../cms/pages';
import { sanitizeHtml } from '../../html';
import {
  cmsComments,
  cmsFields,
  cmsPages,
  cmsRows,
  cmsTables,
  cmsWebsites,
  type PageKind,
  type PopupSettings,
} from '../../db/schema/index';
import type { DemoSeed } from './types';

// The bookshop's website: home, about, contact, three articles, privacy and terms, a popup, an 'events' table with
// rows and a few comments. Most pages are published; the about page also has a draft waiting, one article is a draft.

interface DemoPage {
  kind: PageKind;
  slug: string;
  title: string;
  seo: string;
  body: string;
  publish: boolean;
  draft?: { title: string; body: string };
  popup?: PopupSettings;
}

const PAGES: DemoPage[] = [
  {
    kind: 'page',
    slug: 'home',
    title: 'ספרים בשדרה',
    seo: 'חנות ספרים עצמאית בתל אביב: ספרות עברית, ספרי ילדים ואירועי קריאה',
    body: '<h2>ברוכים הבאים לחנות</h2><p>חנות ספרים עצמאית ברחוב אלנבי 40 בתל אביב, מאז 1998. אצלנו תמצאו ספרות עברית ומתורגמת, שירה, ספרי ילדים ונוער, ומדף של ספרים יד שנייה.</p><h3>השבוע בחנות</h3><ul><li>מועדון קריאה בכל יום שלישי ב-19:00</li><li>שעת סיפור לילדים ביום שישי בבוקר</li><li>10% הנחה למנויי הספרייה הדיגיטלית</li></ul>',
    publish: true,
  },
  {
    kind: 'page',
    slug: 'about',
    title: 'אודות',
    seo: 'הסיפור של ספרים בשדרה',
    body: '<h2>מי אנחנו</h2><p>התחלנו כדוכן ספרים משומשים בשוק הפשפשים ביפו, והיום אנחנו חנות עם שני קומות, פינת ילדים וחצר לאירועים.</p><p>הצוות שלנו קורא כל ספר שהוא ממליץ עליו.</p>',
    publish: true,
    draft: {
      title: 'אודותינו',
      body: '<h2>מי אנחנו</h2><p>התחלנו כדוכן ספרים משומשים בשוק הפשפשים ביפו, והיום אנחנו חנות עם שתי קומות, פינת ילדים וחצר לאירועים.</p><p>הצוות שלנו קורא כל ספר שהוא ממליץ עליו.</p><p>בשנת 2024 פתחנו את הספרייה הדיגיטלית לקוראים בכל הארץ.</p>',
    },
  },
  {
    kind: 'page',
    slug: 'contact',
    title: 'צור קשר',
    seo: 'שעות פתיחה, כתובת וטלפון',
    body: '<h2>בואו לבקר</h2><p>רחוב אלנבי 40, תל אביב</p><p dir="ltr">03-5551234 · shop@books.example.com</p><h3>שעות פתיחה</h3><p>ראשון עד חמישי 09:00–20:00, שישי 09:00–14:00</p>',
    publish: true,
  },
  {
    kind: 'article',
    slug: 'summer-reading-2026',
    title: 'עשרה ספרים לקיץ',
    seo: 'המלצות הצוות לקריאה בחופשה',
    body: '<h2>המלצות הצוות לקיץ</h2><p>ממותחנים קלים ועד רומנים גדולים: הספרים שלקחנו איתנו לחופש.</p><ol><li>"סיפור על אהבה וחושך" – עמוס עוז</li><li>"יונה ונער" – מאיר שלו</li><li>"אישה בורחת מבשורה" – דויד גרוסמן</li></ol><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>',
    publish: true,
  },
  {
    kind: 'article',
    slug: 'meet-the-poet',
    title: 'שיחה עם משוררת',
    seo: 'ראיון לקראת ערב השירה בחנות',
    body: '<h2>"השיר נכתב בלילה"</h2><p>לקראת ערב השירה בחנות שוחחנו על כתיבה, תרגום וקריאה בקול.</p><blockquote><p>כל שיר הוא מכתב למישהו שעוד לא פגשתי.</p></blockquote>',
    publish: true,
  },
  {
    kind: 'article',
    slug: 'childrens-corner',
    title: 'פינת הילדים מתחדשת',
    seo: 'ספרי ילדים חדשים ושעת סיפור',
    body: '<h2>פינת הילדים מתחדשת</h2><p>מדפים חדשים, כריות וספרי תמונות בעברית ובערבית. הטיוטה עוד בעבודה.</p>',
    publish: false,
  },
  {
    kind: 'legal',
    slug: 'privacy',
    title: 'מדיניות פרטיות',
    seo: 'איך אנחנו שומרים על המידע שלכם',
    body: '<h2>מדיניות פרטיות</h2><p>אנחנו אוספים רק את מה שצריך כדי לשלוח הזמנות ולעדכן על אירועים: שם, כתובת, טלפון ודוא"ל.</p><p>המידע אינו נמכר לאף אחד. אפשר לבקש לראות או למחוק אותו בכל עת בכתובת privacy@books.example.com.</p>',
    publish: true,
  },
  {
    kind: 'legal',
    slug: 'terms',
    title: 'תנאי שימוש',
    seo: 'תנאי הרכישה והשימוש באתר',
    body: '<h2>תנאי שימוש</h2><p>הזמנה באתר מחייבת לאחר אישור התשלום. אפשר לבטל עסקה תוך 14 יום מקבלת הספר, בהתאם לחוק הגנת הצרכן.</p><h3>משלוחים</h3><p>משלוח חינם בהזמנה מעל 199 ₪.</p>',
    publish: true,
  },
  {
    kind: 'popup',
    slug: 'newsletter-popup',
    title: 'הצטרפו לניוזלטר',
    seo: '',
    body: '<h2>הצטרפו לניוזלטר</h2><p>המלצות קריאה ואירועים פעם בשבוע, ו-10% הנחה בהזמנה הראשונה.</p>',
    publish: true,
    popup: { trigger: 'after_seconds', seconds: 8, pages: ['home', 'summer-reading-2026'], frequency: 'once_per_day' },
  },
];

const EVENTS: Array<[string, string, number, boolean, string]> = [
  ['ערב שירה: לאה גולדברג', '2026-12-03', 120, false, 'ערב קריאה'],
  ['סדנת כתיבה לבני נוער', '2026-12-10', 20, false, 'סדנה'],
  ['שיחה מקוונת על סיפורים קצרים', '2026-12-14', 300, true, 'הרצאה'],
  ['השקת ספר ילדים', '2026-12-21', 50, false, 'השקה'],
  ['מכירת ספרים יד שנייה', '2026-12-28', 0, false, 'יריד'],
];

export const cmsDemo: DemoSeed = {
  name: 'demo:cms',
  async run(tx) {
    const [site] = await tx
      .insert(cmsWebsites)
      .values({
        name: 'ספרים בשדרה',
        domain: 'books.example.com',
        defaultLanguage: 'he',
        settings: {
          title: 'ספרים בשדרה – חנות ספרים עצמאית',
          logo: null,
          colors: { primary: '#6a1b9a', secondary: '#ef6c00' },
          analytics_id: 'G-BOOKS2026',
          contact: { email: 'shop@books.example.com', phone: '03-5551234', address: 'רחוב אלנבי 40, תל אביב' },
          social_links: [
            { network: 'facebook', url: 'https://facebook.com/books.example' },
            { network: 'instagram', url: 'https://instagram.com/books.example' },
          ],
        },
      })
      .returning();
    const ids: Record<string, number> = {};
    for (const p of PAGES) {
      const [row] = await tx
        .insert(cmsPages)
        .values({
          websiteId: site.id,
          kind: p.kind,
          slug: p.slug,
          title: p.title,
          seoTitle: p.title,
          seoDescription: p.seo || null,
          body: sanitizeHtml(p.body),
          popup: p.popup ?? null,
        })
        .returning();
      ids[p.slug] = row.id;
      const published = p.publish ? await publishPage(tx, row, null) : row;
      if (p.draft) {
        await tx
          .update(cmsPages)
          .set({
            draft: {
              title: p.draft.title,
              slug: p.slug,
              seo_title: published.seoTitle,
              seo_description: published.seoDescription,
              body: sanitizeHtml(p.draft.body),
              popup: null,
            },
            draftUpdatedAt: new Date(),
          })
          .where(eq(cmsPages.id, row.id));
      }
    }
    await tx.insert(cmsComments).values([
      {
        pageId: ids['summer-reading-2026'],
        authorName: 'נועה כהן',
        email: 'noa@example.com',
        text: 'רשימה נהדרת! הוספתי שלושה ספרים לרשימת הקריאה שלי.',
        status: 'approved',
      },
      {
        pageId: ids['summer-reading-2026'],
        authorName: 'יוסי לוי',
        email: 'yossi@example.com',
        text: 'חסר לי משהו של סביון ליברכט ברשימה.',
        status: 'pending',
      },
      {
        pageId: ids['meet-the-poet'],
        authorName: 'מרים',
        email: null,
        text: 'ראיון מרגש, נתראה בערב השירה.',
        status: 'pending',
      },
      {
        pageId: ids['meet-the-poet'],
        authorName: 'Cheap pills',
        email: 'spam@spam.example',
        text: 'Buy now at spam.example',
        status: 'spam',
      },
    ]);
    const [events] = await tx
      .insert(cmsTables)
      .values({ websiteId: site.id, name: 'events', description: 'אירועים שמוצגים בעמוד הבית של האתר' })
      .returning();
    const fields = [
      { name: 'title', label: 'שם האירוע', type: 'text' as const, required: true },
      { name: 'date', label: 'תאריך', type: 'date' as const, required: true },
      { name: 'seats', label: 'מקומות', type: 'number' as const, required: false },
      { name: 'online', label: 'מקוון', type: 'boolean' as const, required: false },
      {
        name: 'kind',
        label: 'סוג',
        type: 'select' as const,
        required: false,
        options: ['ערב קריאה', 'סדנה', 'הרצאה', 'השקה', 'יריד'],
      },
    ];
    await tx
      .insert(cmsFields)
      .values(fields.map((f, position) => ({ ...f, options: f.options ?? [], tableId: events.id, position })));
    await tx.insert(cmsRows).values(
      EVENTS.map(([title, date, seats, online, kind]) => ({
        tableId: events.id,
        data: { title, date, seats: seats || null, online, kind },
      })),
    );
  },
};
