// Demo customers: about 200 people with Hebrew names, valid Israeli mobile numbers, addresses in Israeli
// cities, some e-mails, valid national ids and notes. Deterministic (seeded), written in a few bulk inserts. They
// joined over the past three years, and their notes were written since by the staff in turn (demo:staff).
import { and, asc, eq } from 'drizzle-orm';
import { displayName } from '../../auth/users';
import { withCheckDigit } from '../../../../definitions/people/nationalId';
import { normalisePhone } from '../../people/phone';
import { lockPeopleWrites } from '../../people/write';
import { notes, people, personAddresses, personEmails, personPhones, users } from '../../db/schema/index';
import type { DemoSeed } from './types';

export const DEMO_PEOPLE = 200;
/** The demo people joined within this many days before the seed. */
export const DEMO_YEARS_DAYS = 3 * 365;
const DAY_MS = 86_400_000;

/** [Hebrew, Latin] so e-mail addresses can be made from the names. */
export const FIRST_NAMES: Array<[string, string]> = [
  ['נועה', 'noa'],
  ['תמר', 'tamar'],
  ['מאיה', 'maya'],
  ['יעל', 'yael'],
  ['שירה', 'shira'],
  ['אביגיל', 'avigail'],
  ['הילה', 'hila'],
  ['רותם', 'rotem'],
  ['מיכל', 'michal'],
  ['דנה', 'dana'],
  ['ענבל', 'inbal'],
  ['אורית', 'orit'],
  ['שרה', 'sara'],
  ['רחל', 'rachel'],
  ['לאה', 'lea'],
  ['אסתר', 'ester'],
  ['חנה', 'hana'],
  ['ליאור', 'lior'],
  ['דוד', 'david'],
  ['יוסף', 'yosef'],
  ['משה', 'moshe'],
  ['אברהם', 'avraham'],
  ['יצחק', 'yitzhak'],
  ['יעקב', 'yaakov'],
  ['איתי', 'itay'],
  ['עומר', 'omer'],
  ['נועם', 'noam'],
  ['אריאל', 'ariel'],
  ['יונתן', 'yonatan'],
  ['אורי', 'uri'],
  ['רועי', 'roi'],
  ['גיא', 'guy'],
  ['עידו', 'ido'],
  ['אלון', 'alon'],
  ['רון', 'ron'],
  ['אמיר', 'amir'],
  ['שמואל', 'shmuel'],
  ['בנימין', 'binyamin'],
  ['אליהו', 'eliyahu'],
  ['טל', 'tal'],
];
export const LAST_NAMES: Array<[string, string]> = [
  ['כהן', 'cohen'],
  ['לוי', 'levi'],
  ['מזרחי', 'mizrahi'],
  ['פרץ', 'peretz'],
  ['ביטון', 'biton'],
  ['דהן', 'dahan'],
  ['אברהם', 'avraham'],
  ['פרידמן', 'friedman'],
  ['אזולאי', 'azulay'],
  ['מלכה', 'malka'],
  ['חדד', 'hadad'],
  ['גבאי', 'gabay'],
  ['אוחיון', 'ohayon'],
  ['יוסף', 'yosef'],
  ['שפירא', 'shapira'],
  ['גולן', 'golan'],
  ['קליין', 'klein'],
  ['רוזנברג', 'rosenberg'],
  ['אשכנזי', 'ashkenazi'],
  ['בן דוד', 'bendavid'],
  ['שלום', 'shalom'],
  ['עמר', 'amar'],
  ['וקנין', 'vaknin'],
  ['סויסה', 'suissa'],
  ['נחום', 'nahum'],
  ['ברק', 'barak'],
  ['אלון', 'alon'],
  ['טל', 'tal'],
  ['שגיא', 'sagi'],
  ['הררי', 'harari'],
];
/** City, zip code prefix, streets. */
export const CITIES: Array<[string, string, string[]]> = [
  ['תל אביב-יפו', '61', ['דיזנגוף', 'אבן גבירול', 'רוטשילד', 'אלנבי', 'בן יהודה', 'הירקון']],
  ['ירושלים', '91', ['יפו', 'המלך ג׳ורג׳', 'עזה', 'בית לחם', 'הרב קוק', 'עמק רפאים']],
  ['חיפה', '31', ['הנשיא', 'מוריה', 'הרצל', 'חורב', 'שדרות בן גוריון']],
  ['באר שבע', '84', ['רגר', 'שדרות רגר', 'טוביהו', 'הנשיאים', 'יצחק רגר']],
  ['ראשון לציון', '75', ['רוטשילד', 'הרצל', 'ז׳בוטינסקי', 'סחרוב']],
  ['פתח תקווה', '49', ['רוטשילד', 'ההגנה', 'ז׳בוטינסקי', 'בר כוכבא']],
  ['נתניה', '42', ['הרצל', 'שדרות בנימין', 'ויצמן', 'סמילנסקי']],
  ['אשדוד', '77', ['הרצל', 'שבטי ישראל', 'רוגוזין', 'העצמאות']],
  ['חולון', '58', ['סוקולוב', 'ההסתדרות', 'קוגל', 'פרץ ברנשטיין']],
  ['רמת גן', '52', ['ביאליק', 'ז׳בוטינסקי', 'הרואה', 'קריניצי']],
  ['הרצליה', '46', ['סוקולוב', 'בן גוריון', 'הנדיב']],
  ['כפר סבא', '44', ['ויצמן', 'התע״ש', 'רוטשילד']],
  ['רחובות', '76', ['הרצל', 'ויצמן', 'בילו']],
  ['מודיעין', '71', ['עמק החולה', 'שדרות ציפורן', 'עמק איילון']],
  ['אילת', '88', ['התמרים', 'שדרות התמרים', 'יותם']],
];
const MAIL_DOMAINS = ['gmail.com', 'walla.co.il', 'yahoo.com', 'hotmail.com', 'outlook.com', 'bezeqint.net'];
const MOBILE_PREFIXES = ['050', '052', '053', '054', '058'];
const NOTES: Array<[string, string]> = [
  ['call', 'התקשרה לברר מתי תגיע ההזמנה. הובטח עדכון עד סוף השבוע.'],
  ['call', 'שיחת היכרות, מתעניין במנוי השנתי. לחזור אליו בשבוע הבא.'],
  ['email', 'שלחנו הצעת מחיר מעודכנת לפי בקשתו.'],
  ['meeting', 'נפגשנו בחנות, בחר מוצרים לאירוע. ביקש משלוח עד הבית.'],
  ['complaint', 'התלונן על עיכוב במשלוח. קיבל קופון הנחה של 10%.'],
  ['general', 'לקוח ותיק, מעדיף קשר בוואטסאפ.'],
  ['general', 'ביקשה חשבונית על שם החברה.'],
  ['call', 'אין מענה. לנסות שוב מחר בבוקר.'],
];
const ROLES: string[][] = [
  ['customer'],
  ['customer'],
  ['customer'],
  ['customer', 'subscriber'],
  ['lead'],
  ['customer'],
];

/** A small deterministic generator (mulberry32), so every database gets the same demo people. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoPerson {
  firstName: string;
  lastName: string;
  nationalId: string;
  roles: string[];
  email?: string;
  phones: string[];
  address: { street: string; city: string; zip: string };
  notes: Array<[string, string]>;
  /** Days before the seed the person joined (0 to DEMO_YEARS_DAYS). */
  joinedDaysAgo: number;
}

/** The demo people (pure: no database), index i always the same person. */
export function demoPeople(count = DEMO_PEOPLE): DemoPerson[] {
  const next = random(20_241_107);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  // Dates from a generator of their own: the people stay the ones they were before they had dates.
  const nextDay = random(3_650);
  return Array.from({ length: count }, (_, i) => {
    const [firstName, firstLatin] = pick(FIRST_NAMES);
    const [lastName, lastLatin] = pick(LAST_NAMES);
    const [city, zipPrefix, streets] = pick(CITIES);
    // Unique by construction: the index is part of the number, the id and the e-mail.
    const mobile = `${pick(MOBILE_PREFIXES)}${String(1_000_000 + i * 4_973 + Math.floor(next() * 4_000)).slice(-7)}`;
    const phones =
      next() < 0.2 ? [mobile, `${pick(MOBILE_PREFIXES)}${String(2_000_000 + i * 3_989).slice(-7)}`] : [mobile];
    return {
      firstName,
      lastName,
      nationalId: withCheckDigit(`${String(10 + (i % 89)).padStart(2, '0')}${String(i).padStart(3, '0')}${digits(3)}`),
      roles: pick(ROLES),
      email: next() < 0.6 ? `${firstLatin}.${lastLatin}${i}@${pick(MAIL_DOMAINS)}` : undefined,
      phones,
      address: { street: `${pick(streets)} ${1 + Math.floor(next() * 120)}`, city, zip: `${zipPrefix}${digits(5)}` },
      notes: next() < 0.4 ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(NOTES)) : [],
      joinedDaysAgo: Math.floor(nextDay() * DEMO_YEARS_DAYS),
    };
  });
}

export const peopleDemo: DemoSeed = {
  name: 'demo:people',
  async run(tx) {
    await lockPeopleWrites(tx);
    const list = demoPeople();
    const now = Date.now();
    const joined = list.map((p) => new Date(now - p.joinedDaysAgo * DAY_MS));
    const rows = await tx
      .insert(people)
      .values(
        list.map((p, i) => ({
          firstName: p.firstName,
          lastName: p.lastName,
          nationalId: p.nationalId,
          roles: p.roles,
          createdAt: joined[i],
          updatedAt: joined[i],
        })),
      )
      .returning({ id: people.id });
    const ids = rows.map((r) => r.id);
    const emails = list.flatMap((p, i) => (p.email ? [{ personId: ids[i]!, value: p.email }] : []));
    if (emails.length) await tx.insert(personEmails).values(emails);
    await tx.insert(personPhones).values(
      list.flatMap((p, i) =>
        p.phones.map((text, k) => {
          const phone = normalisePhone(text);
          if (!phone) throw new Error(`demo phone ${text} is not valid`);
          return { personId: ids[i]!, value: phone.e164, searchDigits: phone.searchDigits, isPrimary: k === 0 };
        }),
      ),
    );
    await tx.insert(personAddresses).values(list.map((p, i) => ({ personId: ids[i]!, ...p.address, country: 'IL' })));
    // Staff write the notes in turn, each some days after the person joined.
    const staff = await tx
      .select()
      .from(users)
      .where(and(eq(users.isActive, true), eq(users.isReader, false)))
      .orderBy(asc(users.createdAt));
    let written = 0;
    const demoNotes = list.flatMap((p, i) =>
      p.notes.map(([category, content], k) => {
        const author = staff.length ? staff[written++ % staff.length]! : undefined;
        const createdAt = new Date(
          joined[i]!.getTime() + Math.floor((p.joinedDaysAgo * (k + 1)) / (p.notes.length + 1)) * DAY_MS,
        );
        return {
          refId: ids[i]!,
          type: 'person',
          category,
          content,
          authorId: author?.id ?? null,
          authorName: author ? displayName(author) : 'צוות שירות',
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    if (demoNotes.length) await tx.insert(notes).values(demoNotes);
  },
};
