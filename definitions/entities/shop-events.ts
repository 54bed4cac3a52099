// The shop's events: book launches, author evenings, reading clubs. A repeating event is one record per occurrence
// (same `series_id`), each then moved, edited or cancelled on its own, so its repeat is written on create only. The
// occurrences made at once, the end after the start, no more tickets than seats and a repeat that ends within two
// years are the server's own (server/src/entities/shop-events.ts), with the calendar's range filters; the list as a
// calendar and the actions offered by status are the admin's own (src/resources/events).
import { defineEntity } from '../entity/defineEntity';
import {
  boolean,
  date,
  datetime,
  enumOf,
  image,
  integer,
  money,
  reference,
  richText,
  text,
  url,
} from '../entity/fields';
import { publishAction, statusAction } from '../entity/actions';

export default defineEntity({
  name: 'shop_event',
  route: 'shop/events',
  api: { base: '/ecommerce/event', list: '/ecommerce/events', paging: 'offset' },
  label: { he: 'אירוע |||| אירועים', en: 'Event |||| Events' },
  fields: {
    title: text({ he: 'כותרת', en: 'Title' }, { required: true, maxLength: 300 }),
    description: richText({ he: 'תיאור', en: 'Description' }),
    starts_at: datetime({ he: 'התחלה', en: 'Starts' }, { required: true }),
    ends_at: datetime({ he: 'סיום', en: 'Ends' }, { required: true }),
    all_day: boolean({ he: 'כל היום', en: 'All day' }),
    venue: text({ he: 'מקום', en: 'Venue' }, { maxLength: 300 }),
    online_url: url({ he: 'קישור מקוון', en: 'Online link' }),
    capacity: integer({ he: 'מקומות', en: 'Seats' }, { min: 1, max: 1_000_000 }),
    ticket_price: money({ he: 'מחיר כרטיס', en: 'Ticket price' }),
    product_id: reference({ he: 'מוצר הכרטיס', en: 'Ticket product' }, 'product', {
      onDelete: 'no action',
      help: { he: 'מוצר הכרטיס שנמכר בחנות', en: 'The event-ticket product sold in the shop' },
    }),
    image: image({ he: 'תמונה', en: 'Image' }),
    color: enumOf(
      { he: 'צבע בלוח השנה', en: 'Colour on the calendar' },
      {
        '#1565c0': { he: 'כחול', en: 'Blue' },
        '#2e7d32': { he: 'ירוק', en: 'Green' },
        '#c62828': { he: 'אדום', en: 'Red' },
        '#6a1b9a': { he: 'סגול', en: 'Purple' },
        '#ef6c00': { he: 'כתום', en: 'Orange' },
        '#00838f': { he: 'טורקיז', en: 'Teal' },
      },
    ),
    status: enumOf(
      { he: 'סטטוס', en: 'Status' },
      {
        draft: { he: 'טיוטה', en: 'Draft' },
        published: { he: 'פורסם', en: 'Published' },
        cancelled: { he: 'בוטל', en: 'Cancelled' },
      },
      { default: 'draft' },
    ),
    tickets_sold: integer({ he: 'כרטיסים שנמכרו', en: 'Tickets sold' }, { min: 0, max: 1_000_000, default: 0 }),
    repeat: enumOf(
      { he: 'חזרה', en: 'Repeats' },
      {
        none: { he: 'לא חוזר', en: 'Does not repeat' },
        weekly: { he: 'כל שבוע', en: 'Every week' },
        monthly: { he: 'כל חודש', en: 'Every month' },
      },
      { default: 'none', createOnly: true },
    ),
    repeat_until: date(
      { he: 'חוזר עד', en: 'Repeats until' },
      {
        createOnly: true,
        help: {
          he: 'כל מופע נשמר כאירוע בפני עצמו שאפשר להזיז או לבטל',
          en: 'Each occurrence becomes its own event you can move or cancel',
        },
      },
    ),
    series_id: integer({ he: 'סדרה', en: 'Series' }, { readOnly: true, noImport: true }),
  },
  list: {
    columns: ['title', 'starts_at', 'ends_at', 'venue', 'status', 'tickets_sold', 'capacity'],
    sort: { field: 'starts_at', order: 'asc' },
    search: ['title', 'venue'],
    filters: ['status'],
    perPage: 20,
  },
  represent: 'title',
  layout: {
    sections: [
      { id: 'details', label: { he: 'פרטים', en: 'Details' }, fields: ['title', 'status', 'description'] },
      {
        id: 'when',
        label: { he: 'מתי', en: 'When' },
        fields: ['starts_at', 'ends_at', 'all_day', 'repeat', 'repeat_until'],
      },
      { id: 'where', label: { he: 'איפה', en: 'Where' }, fields: ['venue', 'online_url'] },
      {
        id: 'tickets',
        label: { he: 'כרטיסים', en: 'Tickets' },
        fields: ['capacity', 'tickets_sold', 'ticket_price', 'product_id'],
      },
      { id: 'look', label: { he: 'בלוח השנה', en: 'On the calendar' }, fields: ['image', 'color'] },
    ],
  },
  indexes: [
    { name: 'shop_events_starts_idx', on: ['starts_at'] },
    { name: 'shop_events_series_idx', on: ['series_id'] },
  ],
  checks: [{ name: 'shop_events_ends_after_starts', condition: '{ends_at} >= {starts_at}' }],
  actions: [
    publishAction({
      he: 'האירוע פורסם |||| %{smart_count} אירועים פורסמו',
      en: 'Event published |||| %{smart_count} events published',
    }),
    statusAction(
      'cancel',
      { he: 'ביטול האירוע', en: 'Cancel event' },
      {
        he: 'האירוע בוטל |||| %{smart_count} אירועים בוטלו',
        en: 'Event cancelled |||| %{smart_count} events cancelled',
      },
      'cancelled',
    ),
  ],
  words: {
    he: {
      fields: { created_at: 'נוצר' },
      page: {
        calendar: 'לוח שנה',
        list: 'רשימה',
        mode: 'הצגה כ',
        moved: 'האירוע הועבר ל־%{when}',
        open: 'פתיחה',
        cancel_title: 'לבטל את „%{title}”?',
        cancel_body: 'האירוע יישאר בלוח השנה, מחוק בקו, ולא יוצע עוד. כרטיסים שנמכרו: %{sold}.',
        cancel_confirm: 'ביטול האירוע',
        keep: 'להשאיר',
        cancelled: 'האירוע בוטל',
        seats: '%{sold} מתוך %{capacity} מקומות תפוסים',
        sold: '%{sold} כרטיסים נמכרו',
        online: 'מקוון',
        series: 'חלק מסדרה',
      },
    },
    en: {
      fields: { created_at: 'Created' },
      page: {
        calendar: 'Calendar',
        list: 'List',
        mode: 'Show as',
        moved: 'Event moved to %{when}',
        open: 'Open',
        cancel_title: 'Cancel “%{title}”?',
        cancel_body:
          'The event stays on the calendar, struck through, and is no longer offered. Tickets sold: %{sold}.',
        cancel_confirm: 'Cancel the event',
        keep: 'Keep it',
        cancelled: 'The event was cancelled',
        seats: '%{sold} of %{capacity} seats taken',
        sold: '%{sold} tickets sold',
        online: 'Online',
        series: 'Part of a series',
      },
    },
  },
  menu: { section: 'shop', order: 26, icon: 'event' },
});
