// Distribution lists: a name, a description, public or private, and whether joining asks for a confirming e-mail. Their
// members are the server's own routes (routes/newsletter.ts, /newsletter/lists/{id}/members); the admin draws the
// members tab of a list's page (src/resources/newsletter/lists.ts).
import { defineEntity } from '../entity/defineEntity';
import { boolean, enumOf, text } from '../entity/fields';

/** A list's kinds. */
export const LIST_KINDS = { public: { he: 'ציבורית', en: 'Public' }, private: { he: 'פרטית', en: 'Private' } };

export default defineEntity({
  name: 'newsletter_list',
  route: 'newsletter/distribution',
  api: { base: '/newsletter/lists' },
  label: { he: 'רשימת תפוצה |||| רשימות תפוצה', en: 'Distribution list |||| Distribution lists' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    description: text({ he: 'תיאור', en: 'Description' }, { maxLength: 2000, multiline: true }),
    kind: enumOf({ he: 'סוג', en: 'Kind' }, LIST_KINDS, { default: 'private' }),
    double_opt_in: boolean(
      { he: 'אישור כפול (\u2066double opt-in\u2069)', en: 'Double opt-in' },
      {
        help: {
          he: 'מי שמצורף מקבל מייל לאישור ההרשמה, ורק אחרי האישור מקבל דיוור',
          en: 'People added get an e-mail to confirm, and receive mail only once they have',
        },
      },
    ),
  },
  list: {
    columns: ['name', 'description', 'kind', 'double_opt_in'],
    sort: { field: 'name', order: 'asc' },
    search: ['name', 'description'],
    filters: ['kind', 'double_opt_in'],
  },
  layout: {
    tabs: [
      { id: 'members', label: { he: 'חברי הרשימה', en: 'Members' } },
      {
        id: 'details',
        label: { he: 'פרטי הרשימה', en: 'List details' },
        fields: ['name', 'description', 'kind', 'double_opt_in'],
      },
    ],
  },
  words: { he: { fields: { created_at: 'נוצרה' } }, en: { fields: { created_at: 'Created' } } },
});
