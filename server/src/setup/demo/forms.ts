import { sql } from 'drizzle-orm';
import { forms, formSubmissions } from '../../db/schema/index';
import type { FormSchema } from '../../../../definitions/forms/rules';
import type { DemoSeed } from './types';

// Three of the bookshop's forms: a contact form, a two-step 'join the reading club' form with a
// conditional step, a child table and a signature, and an event registration form; with submissions from demo
// customers over the last weeks.

const contact: FormSchema = {
  steps: [
    {
      id: 'contact',
      title: 'צרו קשר',
      elements: [
        {
          id: 'name_row',
          kind: 'row',
          label: '',
          elements: [
            { id: 'first_name', kind: 'text', label: 'שם פרטי', required: true },
            { id: 'last_name', kind: 'text', label: 'שם משפחה' },
          ],
        },
        {
          id: 'reach_row',
          kind: 'row',
          label: '',
          elements: [
            { id: 'email', kind: 'email', label: 'דוא"ל', required: true },
            { id: 'phone', kind: 'tel', label: 'טלפון' },
          ],
        },
        { id: 'topic', kind: 'select', label: 'נושא', required: true, options: ['הזמנה', 'מנוי', 'אירועים', 'אחר'] },
        { id: 'message', kind: 'textarea', label: 'ההודעה', required: true, max_length: 2000 },
        { id: 'attachment', kind: 'upload', label: 'קובץ מצורף (צילום מסך, קבלה)', accept: 'image/*,.pdf' },
      ],
    },
  ],
};

const club: FormSchema = {
  steps: [
    {
      id: 'about',
      title: 'פרטים',
      elements: [
        { id: 'first_name', kind: 'text', label: 'שם פרטי', required: true, width: 'half' },
        { id: 'last_name', kind: 'text', label: 'שם משפחה', required: true, width: 'half' },
        { id: 'email', kind: 'email', label: 'דוא"ל', required: true },
        {
          id: 'genres',
          kind: 'check',
          label: 'מה אתם אוהבים לקרוא?',
          options: ['פרוזה', 'שירה', 'עיון', 'ילדים ונוער', 'מתח'],
        },
        { id: 'favourite_book', kind: 'richtext', label: 'ספרו לנו על ספר שאהבתם' },
        {
          id: 'family',
          kind: 'radio',
          label: 'להצטרף עם המשפחה?',
          required: true,
          options: [
            { value: 'yes', label: 'כן', subLabel: 'הנחה של 20% לכל בן משפחה' },
            { value: 'no', label: 'לא' },
          ],
        },
      ],
    },
    {
      id: 'family_members',
      title: 'בני המשפחה',
      when: { field: 'family', op: 'equals', value: 'yes' },
      elements: [
        {
          id: 'members',
          kind: 'table',
          label: 'בני המשפחה',
          required: true,
          columns: [
            { fieldname: 'name', label: 'שם', fieldtype: 'text' },
            { fieldname: 'age', label: 'גיל', fieldtype: 'number' },
            { fieldname: 'reads_alone', label: 'קורא לבד', fieldtype: 'check', default: true },
          ],
        },
      ],
    },
    {
      id: 'agreement',
      title: 'אישור',
      elements: [
        { id: 'rating', kind: 'rating', label: 'כמה אתם מרוצים מהחנות?' },
        { id: 'terms', kind: 'check', label: 'קראתי ואני מסכים/ה לתקנון המועדון', required: true },
        { id: 'signature', kind: 'signature', label: 'חתימה', required: true },
      ],
    },
  ],
};

const registration: FormSchema = {
  steps: [
    {
      id: 'register',
      title: 'הרשמה',
      elements: [
        { id: 'full_name', kind: 'text', label: 'שם מלא', required: true },
        { id: 'phone', kind: 'tel', label: 'טלפון נייד', required: true },
        {
          id: 'event',
          kind: 'select',
          label: 'אירוע',
          required: true,
          options: ['ערב קריאה עם מאיר שלו', 'השקת "יונה ונער"', 'מכירת ספרים יד שנייה'],
        },
        { id: 'seats', kind: 'number', label: 'מספר מקומות', required: true, min: 1, max: 6 },
        {
          id: 'guests',
          kind: 'array',
          label: 'אורח',
          help: 'מי מגיע איתכם? (לא חובה)',
          max: 5,
          elements: [
            { id: 'name', kind: 'text', label: 'שם', required: true },
            { id: 'child', kind: 'check', label: 'ילד/ה' },
            {
              id: 'age',
              kind: 'number',
              label: 'גיל',
              min: 0,
              max: 17,
              when: { field: 'child', op: 'equals', value: true },
            },
          ],
        },
        { id: 'date', kind: 'date', label: 'תאריך מועדף' },
      ],
    },
  ],
};

// A signature drawn as an SVG path (what the pad gives in its SVG format).
const SIGNATURE = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 60 C 40 10, 60 10, 70 50 S 110 80, 130 30 S 170 20, 190 55 L 230 40" stroke="black" stroke-width="2.5" fill="none"/></svg>').toString('base64')}`;

export const formsDemo: DemoSeed = {
  name: 'demo:forms',
  async run(tx) {
    const made = await tx
      .insert(forms)
      .values([
        {
          name: 'contact',
          title: 'צרו קשר',
          description: 'נשמח לשמוע מכם. נחזור אליכם תוך יום עסקים.',
          schema: contact,
          settings: {
            success_message: 'תודה! קיבלנו את פנייתכם ונחזור אליכם בקרוב.',
            notify_emails: ['service@example.com'],
          },
        },
        {
          name: 'reading-club',
          title: 'הצטרפות למועדון הקוראים',
          description: 'הנחות, ערבי קריאה ומפגשי סופרים לחברי המועדון.',
          schema: club,
          settings: { success_message: 'ברוכים הבאים למועדון!' },
        },
        {
          name: 'event-registration',
          title: 'הרשמה לאירוע',
          description: 'מספר המקומות מוגבל; נשלח אישור ב-SMS.',
          schema: registration,
          settings: { submission_limit: 500 },
        },
      ])
      .returning({ id: forms.id, name: forms.name });
    const id = (name: string) => made.find((f) => f.name === name)!.id;
    const people = await tx.execute(sql`
      select p.id, p.first_name, p.last_name, (select value from person_emails e where e.person_id = p.id order by e.id limit 1) as email
      from people p where exists (select 1 from person_emails e where e.person_id = p.id) order by p.id limit 24`);
    const rows = (
      people as unknown as { rows: Array<{ id: number; first_name: string; last_name: string; email: string }> }
    ).rows;
    const topics = ['הזמנה', 'מנוי', 'אירועים', 'אחר'];
    const messages = [
      'ההזמנה שלי עדיין לא הגיעה, אפשר לבדוק?',
      'איך מקפיאים את המנוי לחודש?',
      'האם יש חניה ליד החנות בערב הקריאה?',
      'מחפשת ספר ישן של לאה גולדברג במהדורה ראשונה.',
    ];
    const at = (daysAgo: number, hour: number) =>
      new Date(Date.now() - daysAgo * 86_400_000 - hour * 3_600_000).toISOString();
    for (const [i, person] of rows.entries()) {
      const when = at((i * 5) % 28, i % 9);
      const submit = (form: string, data: Record<string, unknown>) =>
        tx.insert(formSubmissions).values({ formId: id(form), version: 1, personId: person.id, data, createdAt: when });
      const named = { first_name: person.first_name, last_name: person.last_name, email: person.email };
      if (i % 2 === 0) {
        await submit('contact', { ...named, topic: topics[i % 4], message: messages[i % 4] });
      }
      if (i % 3 === 0) {
        const family = i % 2 === 0 ? 'yes' : 'no';
        await submit('reading-club', {
          ...named,
          genres: ['פרוזה', 'שירה', 'מתח'].slice(0, 1 + (i % 3)),
          family,
          ...(family === 'yes'
            ? {
                members: [
                  { idx: 1, name: 'נועה', age: 9, reads_alone: 1 },
                  { idx: 2, name: 'איתי', age: 6, reads_alone: 0 },
                ],
              }
            : {}),
          rating: 3 + (i % 3),
          terms: true,
          signature: SIGNATURE,
        });
      }
      if (i % 4 === 1) {
        await submit('event-registration', {
          full_name: `${person.first_name} ${person.last_name}`,
          phone: `+97250${String(1000000 + i * 7919).slice(0, 7)}`,
          event: 'ערב קריאה עם מאיר שלו',
          seats: 1 + (i % 4),
          ...(i % 3 === 0
            ? {
                guests: [
                  { name: 'מיכל', child: false },
                  { name: 'עומר', child: true, age: 8 },
                ],
              }
            : {}),
        });
      }
    }
  },
};
