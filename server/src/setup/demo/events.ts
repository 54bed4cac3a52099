import { sql } from 'drizzle-orm';
import type { DemoSeed } from './types';

// [title, venue or null (online), day from today, start hour, hours, status, capacity, tickets sold, price in agorot, colour]
type Row = [
  string,
  string | null,
  number,
  number,
  number,
  'draft' | 'published' | 'cancelled',
  number | null,
  number,
  number | null,
  string | null,
];
const ONE_OFF: Row[] = [
  ['השקת הספר "עשו" במהדורה חדשה', 'החנות, רחוב אלנבי 40 תל אביב', -52, 19, 2, 'published', 60, 58, null, '#6a1b9a'],
  ['ערב שירה: לאה גולדברג', 'בית אריאלה, תל אביב', -31, 20, 2, 'published', 120, 97, 4000, null],
  ['סדנת כתיבה לבני נוער', 'החנות, רחוב אלנבי 40 תל אביב', -17, 16, 3, 'published', 20, 20, 15000, '#2e7d32'],
  ['מפגש עם עורכת: איך נולד ספר', 'החנות, רחוב אלנבי 40 תל אביב', -6, 19, 2, 'cancelled', 40, 12, 3000, null],
  ['שיחה מקוונת: אתגר קרת על סיפורים קצרים', null, 3, 21, 1, 'published', null, 214, null, '#00838f'],
  ['השקת "יונה ונער" לקוראים צעירים', 'ספריית בית אריאלה', 9, 17, 2, 'published', 50, 31, null, '#6a1b9a'],
  ['ערב קריאה עם מאיר שלו', 'אולם הקאמרי, תל אביב', 20, 19, 2.5, 'published', 80, 46, 6000, '#c62828'],
  ['מכירת ספרים יד שנייה', 'חצר החנות', 27, 10, 6, 'published', null, 0, null, '#ef6c00'],
  ['ערב דיון: "סיפור על אהבה וחושך"', 'החנות, רחוב אלנבי 40 תל אביב', 38, 19, 2, 'draft', 40, 0, 3500, null],
  ['פסטיבל שירה בירושלים', 'משכנות שאננים, ירושלים', 61, 18, 4, 'draft', 300, 0, 8000, '#6a1b9a'],
];

/** A few months of the shop's events around today: one-off evenings, a weekly reading club, a monthly story hour, a fair. */
export const eventsDemo: DemoSeed = {
  name: 'demo:events',
  async run(tx) {
    // Wall-clock times in Israel, relative to today there.
    const at = (day: number, hour: number) =>
      sql`(date_trunc('day', now() at time zone 'Asia/Jerusalem') + ${day} * interval '1 day' + ${hour} * interval '1 hour') at time zone 'Asia/Jerusalem'`;
    for (const [title, venue, day, hour, hours, status, capacity, sold, price, color] of ONE_OFF) {
      await tx.execute(sql`
        insert into shop_events (title, description, starts_at, ends_at, venue, online_url, status, capacity, tickets_sold, ticket_price, color, product_id)
        values (${title}, ${`<p>${title}. הכניסה בהרשמה מראש; מספר המקומות מוגבל.</p>`}, ${at(day, hour)}, ${at(day, hour + hours)}, ${venue},
                ${venue ? null : 'https://meet.example.com/books-evening'}, ${status}, ${capacity}, ${sold}, ${price}, ${color},
                ${title.includes('מאיר שלו') ? sql`(select id from products where sku = 'EV-001')` : null})`);
    }
    // A fair over three full days.
    await tx.execute(sql`
      insert into shop_events (title, starts_at, ends_at, all_day, venue, status, color)
      values ('שבוע הספר בחנות: הנחות וחתימות', ${at(44, 0)}, ${at(47, 0)}, true, 'החנות, רחוב אלנבי 40 תל אביב', 'published', '#2e7d32')`);
    // Series: a reading club every Tuesday (ten weeks back to twelve ahead), a story hour on a Friday every month.
    const series = async (
      title: string,
      venue: string,
      firstDay: number,
      hour: number,
      hours: number,
      step: 'week' | 'month',
      count: number,
      capacity: number,
    ) => {
      const until = sql`(date_trunc('day', now() at time zone 'Asia/Jerusalem') + ${firstDay} * interval '1 day' + ${count - 1} * ${step === 'week' ? sql`interval '1 week'` : sql`interval '1 month'`})::date`;
      await tx.execute(sql`
        insert into shop_events (title, starts_at, ends_at, venue, status, capacity, tickets_sold, repeat, repeat_until, color)
          select ${title}, (${at(firstDay, hour)} at time zone 'Asia/Jerusalem' + k * ${step === 'week' ? sql`interval '1 week'` : sql`interval '1 month'`}) at time zone 'Asia/Jerusalem',
                 (${at(firstDay, hour + hours)} at time zone 'Asia/Jerusalem' + k * ${step === 'week' ? sql`interval '1 week'` : sql`interval '1 month'`}) at time zone 'Asia/Jerusalem',
                 ${venue}, 'published', ${capacity}, (k * 7 + 5) % ${capacity}, ${step === 'week' ? 'weekly' : 'monthly'}, ${until}, '#1565c0'
        from generate_series(0, ${count - 1}) k`);
      await tx.execute(
        sql`update shop_events set series_id = (select min(id) from shop_events where title = ${title}) where title = ${title}`,
      );
    };
    const weekday = await tx.execute(sql`select extract(dow from now() at time zone 'Asia/Jerusalem')::int as dow`);
    const dow = (weekday as unknown as { rows: Array<{ dow: number }> }).rows[0]!.dow;
    const tuesday = ((2 - dow + 7) % 7) - 70;
    const friday = ((5 - dow + 7) % 7) - 63;
    await series('מועדון קריאה: ספרות עברית', 'החנות, רחוב אלנבי 40 תל אביב', tuesday, 19, 1.5, 'week', 23, 25);
    await series('שעת סיפור לילדים', 'פינת הילדים בחנות', friday, 10, 1, 'month', 6, 30);
    // one club meeting cancelled
    await tx.execute(
      sql`update shop_events set status = 'cancelled' where id = (select id from shop_events where title = 'מועדון קריאה: ספרות עברית' order by starts_at offset 12 limit 1)`,
    );
  },
};
