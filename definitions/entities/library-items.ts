// The library app's items (its books: e-books, audiobooks, PDFs, articles, videos): by authors, in categories, with
// a cover and content files; free, with a subscription option, or bought as a shop product. An ISBN kept by its check
// digit, access that names what it needs, the search by an author's name or the ISBN, the app's list, home and the
// adding to a collection are the server's own (server/src/entities/library-items.ts); the covers view of the list and
// the edit page's collections, readers and stats tabs are the admin's own (src/resources/libraryItems).
import { defineEntity } from '../entity/defineEntity';
import {
  boolean,
  date,
  enumOf,
  files,
  image,
  integer,
  reference,
  references,
  richText,
  tags,
  text,
} from '../entity/fields';
import { publishAction, statusAction } from '../entity/actions';

/** What an item is. */
export const LIBRARY_ITEM_KINDS = {
  ebook: { he: 'ספר אלקטרוני', en: 'E-book' },
  audiobook: { he: 'ספר שמע', en: 'Audiobook' },
  pdf: { he: 'PDF', en: 'PDF' },
  article: { he: 'מאמר', en: 'Article' },
  video: { he: 'וידאו', en: 'Video' },
};
/** How a reader gets it: free, with a subscription option, or bought as a shop product. */
export const LIBRARY_ACCESS = {
  free: { he: 'חינם', en: 'Free' },
  subscription: { he: 'במנוי', en: 'With a subscription' },
  purchase: { he: 'נקנה בחנות', en: 'Bought in the shop' },
};
/** Only a published item is in the app. */
export const LIBRARY_STATUSES = { draft: { he: 'טיוטה', en: 'Draft' }, published: { he: 'מפורסם', en: 'Published' } };

export default defineEntity({
  name: 'library_item',
  route: 'app/books',
  api: { base: '/library/item', list: '/library/items' },
  label: { he: 'ספר |||| ספרים', en: 'Book |||| Books' },
  fields: {
    cover: image({ he: 'כריכה', en: 'Cover' }, { folder: 'app/covers' }),
    title: text({ he: 'כותרת', en: 'Title' }, { required: true, maxLength: 300 }),
    subtitle: text({ he: 'כותרת משנה', en: 'Subtitle' }, { maxLength: 300 }),
    isbn: text(
      { he: 'ISBN', en: 'ISBN' },
      {
        maxLength: 20,
        help: { he: '10 או 13 ספרות, עם מקפים או בלעדיהם', en: '10 or 13 digits, with or without hyphens' },
      },
    ),
    kind: enumOf({ he: 'סוג', en: 'Kind' }, LIBRARY_ITEM_KINDS, { default: 'ebook' }),
    author_ids: references({ he: 'סופרים', en: 'Authors' }, 'author'),
    category_ids: references({ he: 'קטגוריות', en: 'Categories' }, 'library_category'),
    tags: tags({ he: 'תגיות', en: 'Tags' }, { maxItems: 30, maxLength: 50 }),
    files: files(
      { he: 'קובצי תוכן', en: 'Content files' },
      {
        folder: 'app/files',
        maxItems: 20,
        help: {
          he: 'הספר (EPUB, ‏PDF), פרקי השמע או הווידאו, לפי סדר הקריאה',
          en: 'The e-book (EPUB, PDF), the audio chapters or the video, in reading order',
        },
      },
    ),
    description: richText({ he: 'תיאור', en: 'Description' }, { maxLength: 100_000 }),
    language: text({ he: 'שפה', en: 'Language' }, { minLength: 2, maxLength: 10, default: 'he' }),
    pages: integer({ he: 'עמודים', en: 'Pages' }, { min: 1, max: 100_000, checked: true }),
    duration_minutes: integer({ he: 'אורך (דקות)', en: 'Length (minutes)' }, { min: 1, max: 100_000 }),
    published_on: date({ he: 'תאריך הוצאה', en: 'Published on' }),
    access: enumOf({ he: 'גישה', en: 'Access' }, LIBRARY_ACCESS, { default: 'free' }),
    subscription_option_id: reference({ he: 'אפשרות מנוי', en: 'Subscription option' }, 'subscription_option', {
      onDelete: 'restrict',
      help: { he: 'לפריטים שמגיעים עם מנוי', en: 'For items that come with a subscription' },
    }),
    product_id: reference({ he: 'מוצר בחנות', en: 'Shop product' }, 'product', {
      onDelete: 'restrict',
      help: { he: 'לפריטים שקונים בחנות', en: 'For items bought in the shop' },
    }),
    status: enumOf({ he: 'מצב', en: 'Status' }, LIBRARY_STATUSES, { default: 'draft' }),
    featured: boolean(
      { he: 'מומלץ', en: 'Featured' },
      {
        toggle: {
          on: { he: 'הפריט מומלץ', en: 'The item is featured' },
          off: { he: 'הפריט אינו מומלץ', en: 'The item is not featured' },
        },
      },
    ),
    home_order: integer({ he: 'סדר במסך הבית', en: 'Order on the home screen' }, { min: 0, max: 1_000_000 }),
  },
  list: {
    columns: ['cover', 'title', 'kind', 'author_ids', 'access', 'status', 'featured'],
    sort: { field: 'id', order: 'desc' },
    search: ['title', 'subtitle'],
    filters: ['kind', 'status', 'access', 'category_ids', 'featured'],
  },
  represent: 'title',
  layout: {
    tabs: [
      {
        id: 'details',
        label: { he: 'פרטים', en: 'Details' },
        fields: [
          'title',
          'subtitle',
          'kind',
          'author_ids',
          'isbn',
          'description',
          'language',
          'pages',
          'duration_minutes',
          'published_on',
        ],
      },
      { id: 'files', label: { he: 'כריכה וקבצים', en: 'Cover and files' }, fields: ['cover', 'files'] },
      {
        id: 'catalogue',
        label: { he: 'קטגוריות ומסך הבית', en: 'Categories and home' },
        fields: ['category_ids', 'tags', 'featured', 'home_order'],
      },
      { id: 'collections', label: { he: 'אוספים', en: 'Collections' } },
      {
        id: 'access',
        label: { he: 'גישה ומצב', en: 'Access and status' },
        fields: ['status', 'access', 'subscription_option_id', 'product_id'],
      },
      { id: 'readers', label: { he: 'קוראים', en: 'Readers' } },
      { id: 'stats', label: { he: 'נתונים', en: 'Stats' } },
    ],
  },
  indexes: [
    { name: 'library_items_category_ids_idx', on: ['category_ids'], using: 'gin' },
    { name: 'library_items_author_ids_idx', on: ['author_ids'], using: 'gin' },
    { name: 'library_items_status_idx', on: ['status', 'home_order'] },
    { name: 'library_items_isbn_idx', on: ['isbn'] },
  ],
  actions: [
    publishAction({
      he: 'הפריט פורסם |||| %{smart_count} פריטים פורסמו',
      en: 'Item published |||| %{smart_count} items published',
    }),
    statusAction(
      'unpublish',
      { he: 'החזרה לטיוטה', en: 'Back to draft' },
      {
        he: 'הפריט הוחזר לטיוטה |||| %{smart_count} פריטים הוחזרו לטיוטה',
        en: 'Item back to draft |||| %{smart_count} items back to draft',
      },
      'draft',
    ),
  ],
  words: {
    he: {
      fields: { created_at: 'נוצר' },
      readers: {
        none: 'לאף קורא אין עדיין את הפריט.',
        give: 'מתן ללקוח',
        given: 'הפריט ניתן ללקוח',
        customer: 'לקוח',
        reader: 'קורא',
        reason: 'למה',
        progress: 'התקדמות',
        progress_of: 'ההתקדמות של %{name}',
        last_opened: 'נפתח לאחרונה %{date}',
        granted: 'מאז %{date}',
        granted_by: 'מאז %{date}, על ידי %{name}',
        unnamed: 'ללא שם',
        shown: '%{from}–%{to} מתוך %{count}',
      },
      stats: {
        readers: 'קוראים',
        started: 'התחילו',
        average: 'התקדמות ממוצעת (של מי שהתחילו)',
        completions: 'סיימו',
        recent: 'פתחו ב־30 הימים האחרונים',
        by_reason: 'איך קיבלו:',
      },
      collections: {
        none: 'לא נמצא באף אוסף.',
        place: 'מקום %{position} מתוך %{count}',
        remove: 'הוצאה מ"%{name}"',
        choose: 'אוסף',
        add: 'הוספה לאוסף',
        added: 'נוסף בסוף האוסף',
        removed: 'הוצא מהאוסף',
      },
      grid: { select: 'בחירת "%{title}"' },
    },
    en: {
      fields: { created_at: 'Created' },
      readers: {
        none: 'No reader has this item yet.',
        give: 'Give to a customer',
        given: 'The item was given to the customer',
        customer: 'Customer',
        reader: 'Reader',
        reason: 'Why',
        progress: 'Progress',
        progress_of: "%{name}'s progress",
        last_opened: 'last opened %{date}',
        granted: 'Since %{date}',
        granted_by: 'Since %{date}, by %{name}',
        unnamed: 'No name',
        shown: '%{from}–%{to} of %{count}',
      },
      stats: {
        readers: 'Readers',
        started: 'Started',
        average: 'Average progress (of those who started)',
        completions: 'Finished',
        recent: 'Opened in the last 30 days',
        by_reason: 'How they got it:',
      },
      collections: {
        none: 'Not in any collection.',
        place: 'Place %{position} of %{count}',
        remove: 'Take it out of "%{name}"',
        choose: 'Collection',
        add: 'Add to the collection',
        added: 'Added at the end of the collection',
        removed: 'Taken out of the collection',
      },
      grid: { select: 'Select "%{title}"' },
    },
  },
  menu: { section: 'app', order: 10, icon: 'reading' },
  options: { notes: true, import: true },
  grants: {
    sales: ['list', 'read'],
    service: ['list', 'read'],
    content_editor: ['list', 'read', 'create', 'update', 'delete', 'import'],
  },
});
